/**
 * What an example must do to stand on a reference page: be a valid resource
 * by @medplum/core's validateResource (the validator the 2.0.25 server uses in
 * strict mode), give every search parameter of its type something to index,
 * and meet every constraint of its type that the engine can evaluate. A
 * data type's example only has to meet the type's constraints.
 */
import type * as Core from '@medplum/core';
import type { Resource } from '@medplum/fhirtypes';
import type { SearchParameter, TypeInfo } from '../definitions';
import { pageConstraints } from '../constraints';
import { searchExpression } from '../search-expression';
import { evaluateConstraint, evaluateValues } from '../fhirpath/evaluate';

export interface ExampleReport {
  /** What is wrong with the example: each one fails the check. */
  problems: string[];
  /** Expressions the engine itself cannot evaluate (its error), which no example can fix. */
  engineErrors: string[];
}

type CheckCore = Pick<typeof Core, 'evalFhirPathTyped' | 'toTypedValue' | 'validateResource'>;

/** The issues validateResource reports, as `expression: message` lines. */
export function validationProblems(core: CheckCore, resource: Record<string, unknown>): string[] {
  try {
    core.validateResource(resource as unknown as Resource);
    return [];
  } catch (err) {
    const outcome = (err as { outcome?: { issue?: { expression?: string[]; details?: { text?: string } }[] } }).outcome;
    if (!outcome?.issue) return [`validateResource threw: ${err instanceof Error ? err.message : String(err)}`];
    return outcome.issue.map((issue) => `${issue.expression?.join(', ') ?? '(no path)'}: ${issue.details?.text ?? ''}`);
  }
}

export function checkExample(
  core: CheckCore,
  info: TypeInfo,
  params: SearchParameter[],
  example: Record<string, unknown>,
): ExampleReport {
  const problems: string[] = [];
  const engineErrors: string[] = [];
  const isResource = info.sd.kind === 'resource';
  if (isResource) {
    if (example.resourceType !== info.name)
      problems.push(`resourceType is ${String(example.resourceType)}, not ${info.name}`);
    if (typeof example.id !== 'string') problems.push('the example has no id');
    problems.push(...validationProblems(core, example).map((line) => `invalid: ${line}`));
  }
  for (const param of params) {
    if (!param.expression) continue;
    const expression = searchExpression(param, info.name);
    const result = evaluateValues(core, expression, example);
    if (result.kind === 'error') engineErrors.push(`search ${param.code} (${expression}): ${result.message}`);
    else if (result.kind === 'values' && result.values.length === 0) {
      problems.push(`search parameter ${param.code} finds nothing (${expression})`);
    }
  }
  for (const constraint of pageConstraints(info)) {
    if (!constraint.expression) continue;
    const result = evaluateConstraint(
      core,
      { expression: constraint.expression, on: constraint.on },
      example,
      info.name,
    );
    if (result.kind === 'error') engineErrors.push(`constraint ${constraint.key}: ${result.message}`);
    else if (result.kind === 'constraint' && !result.holds) {
      const where = result.contexts
        .filter((context) => context.outcome !== 'true')
        .map((context) => `${context.path} gives ${context.outcome}`)
        .join('; ');
      problems.push(`constraint ${constraint.key} (${constraint.severity}) does not hold: ${where}`);
    }
  }
  return { problems, engineErrors };
}
