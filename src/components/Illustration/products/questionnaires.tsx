import React from 'react';
import { Arrow, Bar, Figure, Node, Note, Resource, Screen } from '../parts';

/** A form defined as data, rendered, answered and acted on. Facts: src/data/products/questionnaires.ts. */
export default function QuestionnairesIllustration(): JSX.Element {
  return (
    <Figure
      id="questionnaires-illustration"
      title="A Questionnaire is rendered by the QuestionnaireForm component. Each submission is saved as a QuestionnaireResponse, and a Subscription runs a bot that writes resources such as an Observation."
    >
      <Resource x={10} y={46} w={142} h={50} label="Questionnaire" sub="one item each" />
      <Arrow d="M154 71H190" />
      <Screen x={194} y={14} w={276} h={128} />
      <Note x={332} y={42}>
        QuestionnaireForm
      </Note>
      <Bar x={214} y={56} w={80} />
      <Bar x={214} y={70} w={236} h={14} />
      <Bar x={214} y={94} w={60} />
      <Bar x={214} y={108} w={150} h={14} />
      <Node x={380} y={102} w={72} h={28} label="Submit" kind="accent" />
      <Arrow d="M332 144V166H110V190" />
      <Note x={222} y={160}>
        onSubmit
      </Note>
      <Resource x={10} y={192} w={200} h={50} label="QuestionnaireResponse" sub="answers by linkId" />
      <Arrow d="M212 217H246" />
      <Node x={248} y={192} w={96} h={50} label="Bot" sub="Subscription" kind="accent" />
      <Arrow d="M346 217H356" />
      <Resource x={358} y={192} w={112} h={50} label="Observation" sub="and more" />
    </Figure>
  );
}
