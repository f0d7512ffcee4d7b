import React from 'react';
import { Arrow, Figure, Node, Resource } from '../parts';

/** Coverage, eligibility, charges and claims. Facts: src/data/products/billing.ts. */
export default function BillingIllustration(): JSX.Element {
  return (
    <Figure
      id="billing-illustration"
      title="A Coverage records the patient's insurance; a CoverageEligibilityRequest checks it through your integration and the answer is stored as a CoverageEligibilityResponse. ChargeItem resources for billed services become a Claim, and the ClaimResponse or ExplanationOfBenefit that comes back is stored next to it."
    >
      <Resource x={10} y={16} w={120} h={50} label="Coverage" sub="payor, plan" />
      <Arrow d="M132 41H150" />
      <Resource x={152} y={16} w={318} h={50} label="CoverageEligibilityRequest" sub="sent by your integration" />
      <Arrow d="M311 68V86" />
      <Resource x={152} y={88} w={318} h={50} label="CoverageEligibilityResponse" sub="the clearinghouse's answer" />
      <Resource x={10} y={170} w={120} h={50} label="ChargeItem" sub="billing code" />
      <Resource x={10} y={236} w={120} h={50} label="ChargeItem" sub="context: Encounter" />
      <Arrow d="M132 195L176 222" />
      <Arrow d="M132 261L176 238" />
      <Node x={178} y={206} w={104} h={48} label="Claim" kind="accent" />
      <Arrow d="M284 222L302 200" />
      <Arrow d="M284 238L302 258" />
      <Resource x={304} y={170} w={166} h={50} label="ClaimResponse" sub="the payor's answer" />
      <Resource x={304} y={236} w={166} h={50} label="ExplanationOfBenefit" sub="or its explanation" />
    </Figure>
  );
}
