import React from 'react';
import { Arrow, Figure, Node, Resource } from '../parts';

/** Three ways to start a bot, and what the bot reaches. Facts: src/data/products/bots.ts. */
export default function BotsIllustration(): JSX.Element {
  return (
    <Figure
      id="bots-illustration"
      title="A $execute call, a Subscription or a cron schedule runs the Bot's TypeScript handler. The handler reads and writes FHIR resources through MedplumClient, subscription deliveries are recorded as AuditEvent resources, and an AccessPolicy on the bot's ProjectMembership limits what it can reach."
    >
      <Node x={10} y={28} w={128} h={48} label="$execute" sub="call by ID" />
      <Resource x={10} y={118} w={128} h={48} label="Subscription" sub="on write" />
      <Node x={10} y={208} w={128} h={48} label="Cron" sub="cronString" />
      <Arrow d="M140 56L166 124" />
      <Arrow d="M140 142H166" />
      <Arrow d="M140 228L166 160" />
      <Node x={170} y={102} w={150} h={80} label="Bot" sub="TypeScript handler" kind="accent" />
      <Node x={346} y={54} w={124} h={48} label="FHIR data" sub="MedplumClient" />
      <Resource x={346} y={168} w={124} h={48} label="AuditEvent" sub="each delivery" />
      <Arrow d="M322 122L344 92" both />
      <Arrow d="M322 164L344 184" />
      <Node x={170} y={236} w={300} h={50} label="AccessPolicy" sub="on the bot's ProjectMembership" kind="muted" />
      <Arrow d="M245 234V186" />
    </Figure>
  );
}
