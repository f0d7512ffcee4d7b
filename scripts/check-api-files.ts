/**
 * Checks the OpenAPI documents and Postman collections that plugins/reference/api-files.ts writes (`npm run check:api`), in
 * three phases whose times it prints:
 *
 * 1. it writes the files when they are missing or stale (the plugin's own step);
 * 2. Redocly CLI lints every OpenAPI document with its recommended rules, in one run over all of them (a child
 *    process): any error fails the check, and each warning is listed;
 * 3. meanwhile newman runs every collection (merged into a few runs at once: merge) against one in-memory Medplum
 *    (`npm run sandbox` on a free port, a child process): any failed request or test fails the check.
 *
 * It ends with the counts: documents, errors and warnings; collections, requests, tests and failures.
 */
import { spawn } from 'node:child_process';
import type { NewmanSummary } from 'newman';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OPENAPI_PATH, POSTMAN_PATH } from '../packages/fhir-openapi';
import { generatedDir } from '../config/generated-static';
import { generateApiFiles } from '../plugins/reference/api-files';

const ROOT = path.resolve(__dirname, '..');
/** Redocly CLI's command, run with this Node.js. */
const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/** Runs of newman at once, each over a share of the collections merged into one (merge). */
const POOL = 3;

/** What `redocly lint --format=json` writes for each document. */
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { source: { ref: string } }[] }[];
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a command; resolves with its exit code and what it wrote. */
function run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/**
 * The JSON values written one after another, as `redocly lint --format=json` writes one report per document:
 * split where the depth of braces and brackets, outside strings, comes back to 0.
 */
function splitJsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) values.push(JSON.parse(text.slice(start, i + 1)));
    }
  }
  return values;
}

/** Lints every document in one Redocly run; answers the totals and a line per problem. */
async function lint(files: string[]): Promise<{ errors: number; warnings: number; lines: string[] }> {
  const { code, stdout, stderr } = await run(process.execPath, [REDOCLY, 'lint', '--format=json', ...files]);
  const reports = splitJsonValues(stdout) as LintReport[];
  if (reports.length !== files.length) {
    // Redocly wrote no report for some document: say what it said instead, and count it as an error.
    return { errors: Math.max(1, files.length - reports.length), warnings: 0, lines: [stderr.trim(), `exit ${code}`] };
  }
  const lines = reports.flatMap((report) =>
    report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.location[0]?.source.ref ?? ''}: ${problem.ruleId}: ${problem.message}`,
    ),
  );
  return {
    errors: reports.reduce((sum, report) => sum + report.totals.errors, 0),
    warnings: reports.reduce((sum, report) => sum + report.totals.warnings, 0),
    lines,
  };
}

/** Starts `npm run sandbox`'s script on a free port in a child process; resolves with its base URL. */
function startSandbox(): Promise<{ baseUrl: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    // One process, with tsx's loader, so that stopping it stops the server.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts', 'sandbox.ts'), '--port', '0'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`The in-memory Medplum stopped (exit ${code}): ${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /answers at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (address) resolve({ baseUrl: address[1], stop: () => child.kill() });
    });
  });
}

/** The parts of a collection this script reads and rewrites. */
interface Collection {
  item: { name: string; item?: unknown[] }[];
  variable: { key: string; value: string }[];
}

/**
 * Whether a collection can share a run with others: it uses no `id` or `vid` (the index), or its first request is
 * the create that sets them (postman.ts). The others start from the initial `id`, of no resource, and run alone.
 */
function setsItsOwnId(collection: Collection): boolean {
  const [first] = collection.item;
  return (
    !/\{\{v?id\}\}/.test(JSON.stringify(collection.item)) ||
    /collectionVariables\.set\('id'/.test(JSON.stringify(first))
  );
}

/**
 * Collections merged into one, each in a folder of its own and in the same order: a run of newman costs about
 * 0.3 s before its first request, so one run per collection would spend most of the check starting runs. Each
 * collection's requests still act on the resource it created: its create comes first (setsItsOwnId).
 */
function merge(collections: { name: string; collection: Collection }[]): Collection {
  const item = collections.map(({ name, collection }) => ({ name, item: collection.item }));
  return { ...collections[0].collection, item };
}

/** Runs the collections, merged into POOL runs at once, against `baseUrl`; answers the totals and the failures. */
async function runCollections(postmanDir: string, files: string[], baseUrl: string) {
  const newman = await import('newman');
  const loaded = files.map((file) => ({
    name: file.replace(/\.postman_collection\.json$/, ''),
    collection: JSON.parse(readFileSync(path.join(postmanDir, file), 'utf8')) as Collection,
  }));
  // The runs: the collections that can share one, in POOL runs of about the same size (the largest collections
  // first, each to the lightest run), and each of the others alone.
  const shared: (typeof loaded)[] = Array.from({ length: POOL }, () => []);
  const size = (entry: (typeof loaded)[number]) => JSON.stringify(entry.collection.item).length;
  const weight = (run: typeof loaded) => run.reduce((sum, entry) => sum + size(entry), 0);
  for (const entry of loaded.filter((e) => setsItsOwnId(e.collection)).sort((a, b) => size(b) - size(a))) {
    shared.reduce((best, run) => (weight(run) < weight(best) ? run : best)).push(entry);
  }
  const alone = loaded.filter((entry) => !setsItsOwnId(entry.collection)).map((entry) => [entry]);
  const runs = [...shared.filter((run) => run.length > 0), ...alone];
  const totals = {
    items: loaded.reduce((sum, entry) => sum + entry.collection.item.length, 0),
    runs: runs.length,
    /** Every request newman sent: the collections' and the sign-ins of their pre-request script. */
    requests: 0,
    assertions: 0,
    failures: [] as string[],
  };
  const queue = [...runs];
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      const summary = await new Promise<NewmanSummary>((resolve, reject) =>
        newman.run(
          { collection: merge(group), envVar: [{ key: 'baseUrl', value: baseUrl }], reporters: [] },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      );
      totals.requests += summary.run.stats.requests.total;
      totals.assertions += summary.run.stats.assertions.total;
      for (const failure of summary.run.failures) {
        totals.failures.push(
          `${failure.parent?.name ?? '(collection)'}: ${failure.source?.name ?? ''}: ${failure.error.message}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: POOL }, worker));
  return totals;
}

async function main(): Promise<void> {
  const start = Date.now();
  await generateApiFiles(ROOT);
  console.log(`Phase 1, the files: ${seconds(start)}`);

  const openApiDir = generatedDir(ROOT, OPENAPI_PATH);
  const postmanDir = generatedDir(ROOT, POSTMAN_PATH);
  const documents = readdirSync(openApiDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(openApiDir, file));
  const collections = readdirSync(postmanDir).filter((file) => file.endsWith('.postman_collection.json'));

  const lintStart = Date.now();
  const linted = lint(documents).then((result) => ({ ...result, time: seconds(lintStart) }));
  const runStart = Date.now();
  const sandbox = await startSandbox();
  let newmanTotals: Awaited<ReturnType<typeof runCollections>>;
  try {
    newmanTotals = await runCollections(postmanDir, collections, sandbox.baseUrl);
  } finally {
    sandbox.stop();
  }
  const runTime = seconds(runStart);
  const { errors, warnings, lines, time: lintTime } = await linted;

  for (const line of lines) console.log(line);
  console.log(
    `Phase 2, Redocly lint: ${documents.length} OpenAPI documents, ${errors} errors, ${warnings} warnings, in ${lintTime}`,
  );
  for (const failure of newmanTotals.failures) console.error(failure);
  console.log(
    `Phase 3, newman: ${collections.length} collections in ${newmanTotals.runs} runs (${POOL} at once, beside the lint), ${newmanTotals.items} requests and ${newmanTotals.requests - newmanTotals.items} sign-ins, ${newmanTotals.assertions} tests, ${newmanTotals.failures.length} failures, in ${runTime}`,
  );
  console.log(`Checked the OpenAPI and Postman files in ${seconds(start)}`);
  if (errors !== 0 || newmanTotals.failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
