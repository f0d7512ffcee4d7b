import React from 'react';
import { Arrow, Figure, Resource } from '../parts';

/** A care plan, its goals and its tasks. Facts: src/data/products/careplans.ts. */
export default function CareplansIllustration(): JSX.Element {
  const tasks = [
    { y: 18, status: 'completed' },
    { y: 90, status: 'in-progress' },
    { y: 162, status: 'requested' },
  ];
  return (
    <Figure
      id="careplans-illustration"
      title="A CarePlan for the patient links its Goal resources and names the CareTeam. Each step is a Task whose basedOn points at the CarePlan, with an owner and a status. PlanDefinition $apply can create the plan."
    >
      <Resource x={10} y={18} w={150} h={50} label="PlanDefinition" sub="$apply" />
      <Arrow d="M85 70V104" />
      <Resource x={10} y={106} w={150} h={60} label="CarePlan" sub="subject: Patient" />
      <Resource x={10} y={206} w={150} h={50} label="Goal" sub="target, due date" />
      <Arrow d="M85 168V204" />
      <Resource x={180} y={206} w={130} h={50} label="CareTeam" sub="carries it out" />
      <Arrow d="M150 168L210 204" />
      {tasks.map((task) => (
        <Resource key={task.status} x={330} y={task.y} w={140} h={54} label="Task" sub={task.status} />
      ))}
      <Arrow d="M328 45L162 124" />
      <Arrow d="M328 117L162 136" />
      <Arrow d="M328 189L162 148" />
    </Figure>
  );
}
