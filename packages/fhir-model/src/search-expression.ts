import type { SearchParameter } from './definitions';

/**
 * A search parameter's expression as it applies to one resource type: a
 * parameter shared by several types (`Patient.birthDate | Person.birthDate`)
 * keeps only the parts for that type, or all of them when none is.
 */
export function searchExpression(param: SearchParameter, resource: string): string {
  const expression = param.expression ?? '';
  const parts = expression.split(/\s+\|\s+/);
  const own = parts.filter((part) => part.replace(/^\(/, '').startsWith(`${resource}.`));
  return (own.length > 0 ? own : parts).join(' | ');
}
