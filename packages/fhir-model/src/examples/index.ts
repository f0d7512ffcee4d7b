/**
 * The example of each FHIR type that the reference pages run expressions
 * against: the hand-written one of `written/` where there is one (the types
 * readers use most), else one generated from the definitions (generate.ts).
 */
import type { FhirIndex } from '../definitions';
import { generateExample } from './generate';
import { writtenExample } from './written';

export { WRITTEN_DIR, writtenExample, writtenTypes } from './written';

/** The types that get an example: every resource type, and every data type (for its constraints). */
export function exampleTypes(index: FhirIndex): string[] {
  return [...index.types.values()]
    .filter((info) => info.sd.kind === 'resource' || info.sd.kind === 'complex-type')
    .map((info) => info.name)
    .sort();
}

export function exampleFor(index: FhirIndex, type: string): Record<string, unknown> {
  return writtenExample(type) ?? generateExample(index, type);
}
