import React from 'react';
import { Arrow, Figure, Node, Note, Resource, Screen } from '../parts';

/** A message thread and the notification it triggers. Facts: src/data/products/communications.ts. */
export default function CommunicationsIllustration(): JSX.Element {
  return (
    <Figure
      id="communications-illustration"
      title="A conversation is a set of Communication resources: the first message holds the sender, recipients, patient and payload, and each reply points at it with partOf. A Subscription on Communication calls your webhook or bot for each new message."
    >
      <Screen x={10} y={10} w={300} h={236} />
      <Note x={160} y={40}>
        Search Communication, sorted by sent
      </Note>
      <Resource x={24} y={56} w={220} h={54} label="Communication" sub="contentString: the question" />
      <Resource x={76} y={126} w={220} h={54} label="Communication" sub="partOf: the first message" />
      <Arrow d="M90 182V196H50V112" />
      <Note x={160} y={222}>
        Replies point at the first message
      </Note>
      <Arrow d="M312 150H332" />
      <Resource x={334} y={124} w={136} h={54} label="Subscription" sub="criteria: recipient" />
      <Arrow d="M402 180V212" />
      <Node x={334} y={214} w={136} h={50} label="Notify" sub="webhook or bot" kind="accent" />
    </Figure>
  );
}
