import React from 'react';
import { Arrow, Figure, Node, Note, Resource } from '../parts';

/** Messages in through a bot, resources out through subscriptions. Facts: src/data/products/integration.ts. */
export default function IntegrationIllustration(): JSX.Element {
  return (
    <Figure
      id="integration-illustration"
      title="An HL7 v2 or FHIR message is posted to a bot with $execute. The bot parses it with Hl7Message and writes Patient, Observation and DiagnosticReport resources, matched on Identifier so repeats are not duplicated. Subscriptions send resources out to partners, with each delivery recorded as an AuditEvent, and Bulk Data $export writes large exports."
    >
      <Node x={10} y={20} w={110} h={50} label="HL7 v2" sub="or FHIR JSON" kind="muted" />
      <Arrow d="M122 45H178" />
      <Note x={150} y={36}>
        $execute
      </Note>
      <Node x={180} y={14} w={140} h={62} label="Bot" sub="Hl7Message" kind="accent" />
      <Arrow d="M250 78V100" />
      <Resource x={180} y={102} w={140} h={40} label="Patient" />
      <Resource x={180} y={148} w={140} h={40} label="Observation" />
      <Resource x={180} y={194} w={140} h={40} label="DiagnosticReport" />
      <Note x={250} y={256}>
        matched on Identifier
      </Note>
      <Arrow d="M322 165H340" />
      <Resource x={342} y={100} w={128} h={50} label="Subscription" sub="to a partner" />
      <Arrow d="M406 152V168" />
      <Resource x={342} y={170} w={128} h={50} label="AuditEvent" sub="each delivery" />
      <Node x={342} y={236} w={128} h={50} label="$export" sub="Bulk Data" kind="muted" />
      <Arrow d="M322 212L340 250" />
    </Figure>
  );
}
