import React from 'react';
import { Arrow, Figure, Node, Note, Resource } from '../parts';

/** A schedule, its slots and a booking. Facts: src/data/products/scheduling.ts. */
export default function SchedulingIllustration(): JSX.Element {
  const slots = [
    { x: 180, y: 70, status: 'free' },
    { x: 250, y: 70, status: 'busy' },
    { x: 180, y: 130, status: 'free' },
    { x: 250, y: 130, status: 'free' },
  ];
  return (
    <Figure
      id="scheduling-illustration"
      title="A Schedule whose actor is a Practitioner, Location or HealthcareService holds Slot resources with the status free or busy. Booking marks a Slot busy with a JSON Patch that tests meta.versionId, then creates an Appointment that points at it."
    >
      <Node x={10} y={20} w={150} h={48} label="Practitioner" sub="or Location" />
      <Arrow d="M85 70V96" />
      <Resource x={10} y={98} w={150} h={50} label="Schedule" sub="planningHorizon" />
      <Arrow d="M162 123H176" />
      <Note x={245} y={52}>
        Slot
      </Note>
      {slots.map((slot) => (
        <Node
          key={`${slot.x}-${slot.y}`}
          x={slot.x}
          y={slot.y}
          w={62}
          h={48}
          label={slot.status}
          kind={slot.status === 'busy' ? 'accent' : 'muted'}
        />
      ))}
      <Arrow d="M314 94H344" />
      <Resource x={346} y={70} w={124} h={50} label="Appointment" sub="slot → Slot" />
      <Node
        x={180}
        y={214}
        w={290}
        h={54}
        label="JSON Patch"
        sub="test meta.versionId, then status: busy"
        kind="muted"
      />
      <Arrow d="M281 212V120" />
      <Note x={85} y={200}>
        Search Slot by
      </Note>
      <Note x={85} y={216}>
        schedule, status, start
      </Note>
    </Figure>
  );
}
