/**
 * Why a TypeScript sample of the docs does not run in the page, from a short
 * fixed list, so that the sample checker can say it for every such sample.
 * What the code shows decides first (a React component, a Node.js import, a
 * call to fetch()); otherwise the checker runs the sample on the in-memory
 * server as the page would, and what happened decides.
 */
import type { RunResult } from '../run';
import { SANDBOX_ENV } from '../server';

/** Each reason, as the checker prints it. */
export const NOT_RUN_REASONS = {
  fragment: 'a fragment of a larger program, as its fence says',
  test: 'a unit test, which the checker runs with Node.js test runner',
  react: 'a React component that needs the rest of its app: files it imports, data or a script it loads',
  'node-only': 'needs Node.js: a file, a module of its own, a server it starts or command-line arguments',
  network: 'calls another service with fetch()',
  'browser-app': 'runs inside a web app: it redirects, or uses window or sessionStorage',
  'server-only': 'needs a request the in-page server answers with 501: an operation, an admin or a sign-in endpoint',
  'missing-data': 'reads a resource, an identifier or a variable that the sample data does not hold',
  'no-output': 'runs but prints nothing here: it only defines functions, or finds nothing in the sample data to print',
  unmarked: 'runs in the page and prints, but its fence does not say run',
  other: 'fails in the page for another reason, which the list of samples shows',
} as const;

export type NotRunReason = keyof typeof NOT_RUN_REASONS;

export interface NotRunSample {
  lang: string;
  meta: string;
  code: string;
}

const words = (meta: string): string[] => meta.trim().split(/\s+/);

const REACT = /from '(?:react|react-dom(?:\/client)?|@medplum\/react)'/;
const NODE_ONLY = /from '(?:node:)?(?:fs|http|https|path|child_process|fs\/promises)'|from '\.{1,2}\/|process\.argv/;
const FETCH = /\bfetch\(/;
const BROWSER =
  /\bwindow\.|\bsessionStorage\.|\blocalStorage\.|\bdocument\.(?:getElement|querySelector|createElement|body|cookie|location)/;
const ENV_NAME = /process\.env\.(\w+)/g;

/** A variable of `process.env` the code reads that the in-memory server does not set (SANDBOX_ENV). */
function unsetVariable(code: string): string | undefined {
  return [...code.matchAll(ENV_NAME)].map((match) => match[1]).find((name) => !(name in SANDBOX_ENV));
}

/** The reason the code alone shows, or undefined when only a run can tell. */
export function staticNotRunReason(sample: NotRunSample): NotRunReason | undefined {
  const meta = words(sample.meta);
  if (meta.includes('fragment')) return 'fragment';
  if (meta.includes('test')) return 'test';
  if (/^tsx$/i.test(sample.lang) || REACT.test(sample.code)) return 'react';
  if (NODE_ONLY.test(sample.code)) return 'node-only';
  if (FETCH.test(sample.code)) return 'network';
  if (BROWSER.test(sample.code)) return 'browser-app';
  if (unsetVariable(sample.code)) return 'missing-data';
  return undefined;
}

/** The reason a run on the in-memory server shows; `problem` is what runProblem said of it. */
export function runNotRunReason(result: RunResult | 'timeout', problem: string | undefined): NotRunReason {
  if (result === 'timeout') return 'other';
  if (!problem) return result.lines.length > 0 ? 'unmarked' : 'no-output';
  if (/needs a Medplum server/.test(problem)) return 'server-only';
  if (/Cannot import/.test(problem)) return 'node-only';
  if (/fetch\(\) is not available/.test(problem)) return 'network';
  if (/window is not defined|sessionStorage|localStorage/.test(problem)) return 'browser-app';
  if (
    /not found|No \w+ (?:with|for)|Set [A-Z_]+|Missing required|Must specify|undefined|Unauthenticated/i.test(problem)
  ) {
    return 'missing-data';
  }
  return 'other';
}
