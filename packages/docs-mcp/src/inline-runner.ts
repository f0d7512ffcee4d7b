/**
 * A FhirRunner that runs each request in the caller's own thread: for
 * runtimes without threads (a Cloudflare Pages Function). The definitions
 * scripts are read as text through `readText` and parsed, never evaluated.
 * The engine cannot be interrupted from inside, so no time limit applies
 * here but the runtime's own (on Cloudflare, the Function's CPU limit).
 */
import { answerToolRequest, textDefinitionsLoader } from '../../fhir-model/worker';
import type { FhirRunner } from './fhir-runner';

/** `readText` reads a definitions script by file name (`types.js`, `Patient.js`), or gives null. */
export function inlineFhirRunner(readText: (fileName: string) => Promise<string | null>): FhirRunner {
  const definitions = textDefinitionsLoader(readText);
  return { run: (request) => answerToolRequest(request, definitions) };
}
