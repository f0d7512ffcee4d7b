/**
 * `evaluate_fhirpath` and `validate_resource`: the FHIR tools of the pages
 * (the FHIRPath page, the validator, the Try buttons of the reference), run
 * by a `FhirRunner` with the same code, limits and messages
 * (packages/fhir-model's tool requests), and their answers written out for an
 * assistant. Where the engine is known to depart from the specification, the
 * answer says so, with the FHIRPath page's explanation.
 */
import { CAUSES, type ToolAnswer, type ToolRequest } from '../../fhir-model/worker';

/** A request to the FHIR tools, as the pages send it, without the page's own fields. */
export type FhirRun = ToolRequest;

/** Runs the FHIR tools' requests: in a worker thread with a time limit on Node.js, in the request on Cloudflare. */
export interface FhirRunner {
  run(request: FhirRun): Promise<ToolAnswer>;
}

interface FhirToolText {
  text: string;
  isError: boolean;
}

export interface FhirTools {
  /** One sentence naming the engine's known departures, for the tool's description. */
  departures: string;
  evaluate(expression: string, resourceText: string, typeName: string | undefined): Promise<FhirToolText>;
  validate(resourceText: string): Promise<FhirToolText>;
}

const FHIRPATH_PAGE = '/docs/api/fhir/fhirpath#where-this-engine-departs-from-the-specification';

/** Strips the Markdown code spans of the FHIRPath page's explanations. */
const plain = (text: string): string => text.replace(/`([^`]*)`/g, '$1');

/** The explanation of a known departure that an engine error points to, or ''. */
function departureNote(message: string): string {
  if (!/Unrecognized function|is not a function/.test(message)) return '';
  const causes = CAUSES.filter((cause) => cause.id === 'missing-functions' || cause.id === 'later-version');
  return causes
    .map(
      (cause) =>
        `\n\n${cause.title}: ${plain(cause.explanation)}${cause.workaround ? ` ${plain(cause.workaround)}` : ''}`,
    )
    .join('');
}

function formatEvaluation(answer: ToolAnswer, expression: string): FhirToolText {
  const { result } = answer;
  switch (result.kind) {
    case 'values': {
      const read = result.touched.length > 0 ? `\n\nElements read: ${result.touched.join(', ')}` : '';
      if (result.values.length === 0) {
        return { text: `${expression} selects nothing: an empty collection.${read}`, isError: false };
      }
      const values = result.values.map((value, index) => `${index + 1}. ${value.type}: ${value.json}`);
      const count = result.values.length === 1 ? '1 value' : `${result.values.length} values`;
      return { text: `${expression} selects ${count}:\n${values.join('\n')}${read}`, isError: false };
    }
    case 'error':
      return {
        text: `The engine could not evaluate it: ${result.message}${departureNote(result.message)}`,
        isError: true,
      };
    case 'input':
      return { text: result.message, isError: true };
    default:
      return { text: `Unexpected answer of kind ${result.kind}.`, isError: true };
  }
}

function formatValidation(answer: ToolAnswer): FhirToolText {
  const { result } = answer;
  switch (result.kind) {
    case 'issues': {
      if (result.issues.length === 0) {
        return { text: `Valid: validateResource finds no issue in this ${result.resourceType}.`, isError: false };
      }
      const lines = result.issues.map(
        (issue) =>
          `- ${issue.severity} (${issue.code})${issue.expression.length ? ` at ${issue.expression.join(', ')}` : ''}: ${issue.message}`,
      );
      const count = result.issues.length === 1 ? '1 issue' : `${result.issues.length} issues`;
      return {
        text: `Not valid: validateResource finds ${count} in this ${result.resourceType}; a Medplum 2.0.25 project with strictMode (new projects have it) refuses it with this OperationOutcome.\n${lines.join('\n')}`,
        isError: false,
      };
    }
    case 'error':
    case 'input':
      return { text: result.message, isError: true };
    default:
      return { text: `Unexpected answer of kind ${result.kind}.`, isError: true };
  }
}

export function fhirTools(runner: FhirRunner, siteUrl: string): FhirTools {
  return {
    departures: `Known departures from the FHIRPath specification, measured against the official test suite (${siteUrl}${FHIRPATH_PAGE}): ${CAUSES.filter(
      (cause) => cause.id !== 'other',
    )
      .map((cause) => cause.title)
      .join('; ')}.`,
    evaluate: async (expression, resourceText, typeName) =>
      formatEvaluation(await runner.run({ kind: 'values', expression, resourceText, typeName }), expression),
    validate: async (resourceText) => formatValidation(await runner.run({ kind: 'validate', resourceText })),
  };
}
