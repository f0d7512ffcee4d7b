/**
 * The sample checker's part for runnable samples (scripts/check-samples.ts):
 * every runnable sample of the Markdown files is compiled as the build
 * compiles it and run on the in-memory server as the page runs it, and
 * compared with the output block the page shows beside it
 * (packages/medplum-sandbox: runCompiled, runProblem). A React sample renders
 * in a browser's frame, not in Node.js: the browser tests render each one on
 * its page (tests/react-samples.spec.ts in this folder); here it is only counted, and its
 * fence's props checked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  findNotRunSamples,
  findRunnableSamples,
  runCompiled,
  runNotRunReason,
  runProblem,
  staticNotRunReason,
  type NotRunReason,
} from '../../packages/medplum-sandbox';

export interface RunnableProblem {
  file: string;
  line: number;
  message: string;
}

/** A TypeScript sample that does not run in the page, and why (packages/medplum-sandbox: NOT_RUN_REASONS). */
export interface NotRunSample {
  file: string;
  line: number;
  reason: NotRunReason;
  /** For `other`: what went wrong when it ran. */
  detail?: string;
}

/**
 * Says why each TypeScript sample that is not runnable does not run: from its code where that shows it, or
 * else from a run on the in-memory server, as the page would run it.
 */
export async function explainNotRunSamples(root: string, files: readonly string[]): Promise<NotRunSample[]> {
  const explained: NotRunSample[] = [];
  for (const file of files) {
    for (const sample of findNotRunSamples(readFileSync(path.join(root, file), 'utf8'))) {
      const known = staticNotRunReason(sample);
      if (known) {
        explained.push({ file, line: sample.line, reason: known });
        continue;
      }
      const result = await runCompiled(sample.code);
      const problem = runProblem(result, undefined);
      const reason = runNotRunReason(result, problem);
      explained.push({
        file,
        line: sample.line,
        reason,
        ...(reason === 'other' ? { detail: problem?.split('\n')[0] } : {}),
      });
    }
  }
  return explained;
}

export async function checkRunnableSamples(
  root: string,
  files: readonly string[],
): Promise<{ problems: RunnableProblem[]; runs: number; withOutput: number; react: number }> {
  const problems: RunnableProblem[] = [];
  let runs = 0;
  let withOutput = 0;
  let react = 0;
  for (const file of files) {
    for (const sample of findRunnableSamples(readFileSync(path.join(root, file), 'utf8'))) {
      if (sample.react) {
        react++;
        if (typeof sample.react.props === 'string') {
          problems.push({ file, line: sample.line, message: `runnable sample: ${sample.react.props}` });
        }
        continue;
      }
      runs++;
      if (sample.output) withOutput++;
      if (typeof sample.bot === 'string') {
        problems.push({ file, line: sample.line, message: `runnable sample: ${sample.bot}` });
        continue;
      }
      // A bot handler runs with the page's input and secrets, as a reader's first run does.
      const given = sample.bot && { ...sample.bot };
      const problem = runProblem(await runCompiled(sample.code, given), sample.output?.text);
      if (problem) problems.push({ file, line: sample.line, message: `runnable sample: ${problem}` });
    }
  }
  return { problems, runs, withOutput, react };
}
