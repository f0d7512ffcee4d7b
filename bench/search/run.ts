/**
 * The search benchmark, one command for both query sets and the scale
 * figures: builds every registered engine's index for today's site (the
 * production build) and for a synthetic site `--factor` times its size, and
 * prints bytes, transfer, latency and first-hit time per size, then each
 * engine's relevance on both query sets (today's site only: the synthetic
 * pages have no right answers), and, when the build has an offline index,
 * what a reader of the built site downloads and waits for in its own modal.
 *
 * Usage: npx tsx bench/search/run.ts [--build build] [--factor 5]
 *          [--engines a,b,c] [--json out.json] [--misses]
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  measureOwnIndex,
  loadQuerySets,
  queryTexts,
  relevanceReport,
  type RelevanceReport,
  kindTable,
  measurementTable,
  missesList,
  relevanceTable,
  loadSourcePages,
  syntheticSite,
  type EngineMeasurement,
  type SourcePage,
} from '../../packages/search/bench';
import { MANIFEST_PATH } from '../../packages/search';
import { measureSiteModal } from './site-modal';

/** Query pairs for the modal: a first query, then a second in the same visit. */
const MODAL_QUERIES: [string, string][] = [
  ['patient', 'subscription'],
  ['access policy', 'bot webhook'],
  ['pagination', 'docker'],
  ['birthDate', 'hipaa'],
  ['install on ubuntu', 'scheduling'],
];

type MeasureEngine = (pages: SourcePage[], queries: string[]) => Promise<EngineMeasurement>;

/**
 * Every engine under comparison; adding one is one entry. The engines this
 * index was chosen over (MiniSearch, Pagefind) are compared in
 * packages/search/README.md; their harnesses are in git history.
 */
const ENGINES: Record<string, MeasureEngine> = {
  'own-index': measureOwnIndex,
};

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

/** A measurement without its per-query results, for the JSON report. */
function withoutResults({ results, ...rest }: EngineMeasurement): Omit<EngineMeasurement, 'results'> {
  void results;
  return rest;
}

async function main(): Promise<void> {
  const started = performance.now();
  const { values } = parseArgs({
    options: {
      build: { type: 'string', default: 'build' },
      factor: { type: 'string', default: '5' },
      engines: { type: 'string' },
      json: { type: 'string' },
      misses: { type: 'boolean', default: false },
    },
  });
  const factor = Number(values.factor);
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`--factor must be a whole number ≥ 1, not ${values.factor}`);
  const names = values.engines ? values.engines.split(',').map((name) => name.trim()) : Object.keys(ENGINES);
  const unknown = names.filter((name) => !(name in ENGINES));
  if (unknown.length)
    throw new Error(`Unknown engine(s) ${unknown.join(', ')}; known: ${Object.keys(ENGINES).join(', ')}`);

  const buildDir = path.resolve(values.build);
  const pages = loadSourcePages(buildDir);
  if (pages.length === 0) throw new Error(`No built pages in ${buildDir}; run "npm run build" first.`);
  const queries = loadQuerySets();
  const texts = queryTexts(queries);
  log(`${pages.length} pages from ${buildDir}, ${texts.length} distinct queries`);

  const sizes = factor === 1 ? [1] : [1, factor];
  const tables: { factor: number; measurements: EngineMeasurement[] }[] = [];
  const relevance = new Map<string, RelevanceReport>();
  for (const size of sizes) {
    const site = size === 1 ? pages : syntheticSite(pages, size);
    const measurements: EngineMeasurement[] = [];
    for (const name of names) {
      const engineStarted = performance.now();
      log(`${name} at ${size}x (${site.length} pages)…`);
      const measurement = { ...(await ENGINES[name](site, texts)), engine: name };
      log(`${name} at ${size}x done in ${((performance.now() - engineStarted) / 1000).toFixed(1)} s`);
      if (size === 1) relevance.set(name, relevanceReport(queries, measurement.results));
      measurements.push(measurement);
    }
    tables.push({ factor: size, measurements });
  }

  const output: string[] = [];
  for (const { factor: size, measurements } of tables) {
    output.push(`## ${size}x: ${measurements[0]?.pages ?? 0} pages`, '', measurementTable(measurements), '');
  }
  // Engines that share a harness report the same method: name it once for all of them.
  const methods = new Map<string, Set<string>>();
  for (const m of tables.flatMap(({ measurements }) => measurements)) {
    methods.set(m.firstHitMethod, (methods.get(m.firstHitMethod) ?? new Set()).add(m.engine));
  }
  output.push('First hit, measured as:');
  for (const [method, engines] of methods) output.push(`- ${[...engines].join(', ')}: ${method}`);
  output.push('');
  output.push(
    '## Relevance at 1x',
    '',
    relevanceTable(relevance),
    '',
    'Natural set by kind:',
    '',
    kindTable(relevance),
    '',
  );
  if (values.misses) {
    for (const [engine, report] of relevance) output.push(missesList(engine, report), '');
  }
  if (existsSync(path.join(buildDir, MANIFEST_PATH))) {
    log('the built site’s own modal in Chromium…');
    const modal = await measureSiteModal(buildDir, MODAL_QUERIES);
    output.push(
      '## The site’s modal (the build’s offline index, on the project’s server)',
      '',
      `From clicking the search button on /docs to the first hit of a query: ${Math.round(modal.firstHitMs)} ms, ` +
        `${(modal.firstQueryBytes / 1024).toFixed(1)} KB received (modal code, engine, index files, headers); ` +
        `a second query in the same visit: ${Math.round(modal.nextHitMs)} ms, ${(modal.nextQueryBytes / 1024).toFixed(1)} KB. ` +
        `Medians of ${MODAL_QUERIES.length} visits.`,
      '',
    );
  }
  const seconds = (performance.now() - started) / 1000;
  output.push(`Benchmark run time: ${seconds.toFixed(0)} s`);
  console.log(output.join('\n'));

  if (values.json) {
    const report = {
      build: buildDir,
      runSeconds: Math.round(seconds),
      sizes: tables.map(({ factor: size, measurements }) => ({
        factor: size,
        measurements: measurements.map(withoutResults),
      })),
      relevance: Object.fromEntries(relevance),
      results: Object.fromEntries(
        (tables[0]?.measurements ?? []).map((m) => [m.engine, Object.fromEntries(m.results)]),
      ),
    };
    writeFileSync(values.json, JSON.stringify(report, null, 2) + '\n');
    log(`wrote ${values.json}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
