import React from 'react';
import { Arrow, Figure, Node, Note, Resource } from '../parts';

/** A lab order from request to result. Facts: src/data/solutions/lab.ts. */
export default function LabIllustration(): JSX.Element {
  return (
    <Figure
      id="lab-illustration"
      title="A bot saves an incoming order as a ServiceRequest. The Specimen references the request, each measured value is an Observation, and a final DiagnosticReport groups them. A Subscription on DiagnosticReport runs a bot that sends the result back as HL7 v2 or FHIR, and a ChargeItem bills the test."
    >
      <Node x={10} y={16} w={130} h={50} label="Order in" sub="HL7 v2 or FHIR" kind="muted" />
      <Arrow d="M142 41H164" />
      <Resource x={166} y={16} w={150} h={50} label="ServiceRequest" sub="for the Patient" />
      <Arrow d="M241 68V88" />
      <Resource x={166} y={90} w={150} h={50} label="Specimen" sub="request →" />
      <Arrow d="M241 142V162" />
      <Resource x={166} y={164} w={150} h={50} label="Observation" sub="value, range" />
      <Arrow d="M241 216V236" />
      <Resource x={166} y={238} w={150} h={50} label="DiagnosticReport" sub="status: final" />
      <Arrow d="M318 263H338" />
      <Node x={340} y={238} w={130} h={50} label="Result out" sub="Subscription, bot" kind="accent" />
      <Resource x={340} y={90} w={130} h={50} label="ChargeItem" sub="per test" />
      <Arrow d="M318 115H338" />
      <Resource x={10} y={90} w={130} h={50} label="Task" sub="each step" />
      <Arrow d="M142 115H164" />
      <Note x={75} y={200}>
        One FHIR record
      </Note>
      <Note x={75} y={216}>
        from order to result
      </Note>
    </Figure>
  );
}
