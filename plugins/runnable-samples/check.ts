/**
 * The sample checker's part for runnable samples (scripts/check-samples.ts):
 * every runnable sample of the Markdown files is compiled as the build
 * compiles it and run on the in-memory server as the page runs it, and
 * compared with the output block the page shows beside it
 * (packages/medplum-sandbox: runCompiled, runProblem).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRunnableSamples, runCompiled, runProblem } from '../../packages/medplum-sandbox';

export interface RunnableProblem {
  file: string;
  line: number;
  message: string;
}

export async function checkRunnableSamples(
  root: string,
  files: readonly string[],
): Promise<{ problems: RunnableProblem[]; runs: number; withOutput: number }> {
  const problems: RunnableProblem[] = [];
  let runs = 0;
  let withOutput = 0;
  for (const file of files) {
    for (const sample of findRunnableSamples(readFileSync(path.join(root, file), 'utf8'))) {
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
  return { problems, runs, withOutput };
}
