import React from 'react';
import { Bar, Figure, Resource, Screen } from '../parts';

/** A sketch of the chart screen of an EHR. Facts: src/data/solutions/custom-ehr.ts. */
export default function CustomEhrIllustration(): JSX.Element {
  return (
    <Figure
      id="custom-ehr-illustration"
      title="Sketch of a chart screen in a custom EHR: a Patient banner with their Coverage, the visit's Encounter with its Observation and Condition resources, and a side column with the next Appointment, orders as ServiceRequest and the CarePlan."
    >
      <Screen x={10} y={10} w={460} h={280} />
      <Resource x={26} y={30} w={290} h={48} label="Patient" sub="name, birth date" />
      <Resource x={326} y={30} w={128} h={48} label="Coverage" />
      <Resource x={26} y={90} w={290} h={48} label="Encounter" sub="today's visit" />
      <Resource x={26} y={150} w={140} h={44} label="Observation" />
      <Resource x={176} y={150} w={140} h={44} label="Condition" />
      <Bar x={26} y={212} w={290} />
      <Bar x={26} y={228} w={220} />
      <Bar x={26} y={244} w={260} />
      <Bar x={26} y={260} w={180} />
      <Resource x={326} y={90} w={128} h={48} label="Appointment" />
      <Resource x={326} y={150} w={128} h={56} label="ServiceRequest" sub="orders" />
      <Resource x={326} y={220} w={128} h={54} label="CarePlan" sub="a Task each step" />
    </Figure>
  );
}
