import React from 'react';
import { Bar, Figure, Node, Note, Resource, Screen } from '../parts';

/** A sketch of a clinician's worklist screen. Facts: src/data/solutions/provider-portal.ts. */
export default function ProviderPortalIllustration(): JSX.Element {
  const rows = [96, 136, 176];
  return (
    <Figure
      id="provider-portal-illustration"
      title="Sketch of a provider portal: a worklist of the open Task resources owned by the signed-in Practitioner, and beside it the selected Patient's timeline of Encounter, Observation and Communication resources."
    >
      <Screen x={10} y={10} w={460} h={280} />
      <Node x={26} y={30} w={250} h={48} label="Practitioner" sub="worklist: my open tasks" kind="muted" />
      {rows.map((y, index) => (
        <g key={y}>
          <Resource x={26} y={y} w={110} h={32} label="Task" />
          <Bar x={146} y={y + 8} w={index === 0 ? 120 : 90} />
          <Bar x={146} y={y + 20} w={60} h={6} />
        </g>
      ))}
      <Note x={151} y={238}>
        SearchControl, sorted and filtered
      </Note>
      <Resource x={292} y={30} w={162} h={48} label="Patient" sub="PatientTimeline" />
      <Resource x={292} y={96} w={162} h={40} label="Encounter" />
      <Resource x={292} y={146} w={162} h={40} label="Observation" />
      <Resource x={292} y={196} w={162} h={40} label="Communication" />
      <Resource x={292} y={246} w={162} h={32} label="Appointment" />
    </Figure>
  );
}
