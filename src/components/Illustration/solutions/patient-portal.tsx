import React from 'react';
import { Arrow, Figure, Node, Resource, Screen } from '../parts';

/** A sketch of a patient portal's home screen. Facts: src/data/solutions/patient-portal.ts. */
export default function PatientPortalIllustration(): JSX.Element {
  const tiles = [
    { x: 26, y: 84, label: 'Forms', resource: 'QuestionnaireResponse' },
    { x: 244, y: 84, label: 'Visits', resource: 'Appointment' },
    { x: 26, y: 160, label: 'Messages', resource: 'Communication' },
    { x: 244, y: 160, label: 'Results', resource: 'DiagnosticReport' },
  ];
  return (
    <Figure
      id="patient-portal-illustration"
      title="Sketch of a patient portal: after signing in, the patient sees tiles for forms saved as QuestionnaireResponse, visits as Appointment, messages as Communication and results as DiagnosticReport. An AccessPolicy lets the server return only the patient's own data."
    >
      <Screen x={10} y={10} w={460} h={226} />
      <Node x={26} y={30} w={428} h={40} label="Signed in as the Patient" kind="muted" />
      {tiles.map((tile) => (
        <Resource key={tile.label} x={tile.x} y={tile.y} w={210} h={60} label={tile.resource} sub={tile.label} />
      ))}
      <Arrow d="M240 238V252" />
      <Node x={90} y={254} w={300} h={40} label="AccessPolicy: own data only" kind="accent" />
    </Figure>
  );
}
