import React from 'react';
import { Arrow, Figure, Node, Resource } from '../parts';

/** Study, enrollment, data collection and export. Facts: src/data/solutions/life-sciences.ts. */
export default function LifeSciencesIllustration(): JSX.Element {
  return (
    <Figure
      id="life-sciences-illustration"
      title="A ResearchSubject links a Patient to a ResearchStudy, with their Consent recorded. Questionnaire submissions are stored as QuestionnaireResponse, a bot derives Observation resources from them, and Bulk Data $export writes NDJSON files for analysis."
    >
      <Resource x={10} y={16} w={140} h={50} label="ResearchStudy" />
      <Arrow d="M174 41H152" />
      <Resource x={176} y={16} w={150} h={50} label="ResearchSubject" sub="enrollment" />
      <Arrow d="M328 41H350" />
      <Resource x={352} y={16} w={118} h={50} label="Patient" />
      <Arrow d="M411 68V86" />
      <Resource x={352} y={88} w={118} h={46} label="Consent" />
      <Resource x={10} y={150} w={150} h={50} label="Questionnaire" />
      <Arrow d="M162 175H180" />
      <Resource x={182} y={150} w={200} h={50} label="QuestionnaireResponse" />
      <Arrow d="M282 202V216H70V230" />
      <Node x={10} y={232} w={120} h={50} label="Bot" sub="on submit" kind="accent" />
      <Arrow d="M132 257H148" />
      <Resource x={150} y={232} w={140} h={50} label="Observation" sub="study codes" />
      <Arrow d="M292 257H308" />
      <Node x={310} y={232} w={160} h={50} label="$export" sub="NDJSON files" kind="muted" />
    </Figure>
  );
}
