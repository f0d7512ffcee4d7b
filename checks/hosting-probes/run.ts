/**
 * Runs every hosting probe (probes.ts) against the project's server and
 * against `wrangler pages dev` serving the deploy's upload folder with its
 * Functions, both from one finished build (hosts.ts). Fails when a probe's
 * checks fail on either host, when the hosts differ in a way
 * known-differences.json does not list, or when an entry of that list no
 * longer happens. Ends both hosts on exit, failure or Ctrl+C.
 *
 *   npx tsx checks/hosting-probes/run.ts [--build build] [--verbose]
 *   npx tsx checks/hosting-probes/run.ts --table   (the list as server/README.md's table)
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import {
  differences,
  knownDifferencesTable,
  observe,
  readKnownDifferences,
  unusedEntries,
  type Answer,
  type Difference,
} from './compare';
import { startHosts, stopAllHosts, type Hosts } from './hosts';
import { probesFor, type Probe } from './probes';

const ROOT = path.resolve(__dirname, '../..');
export const KNOWN_DIFFERENCES_FILE = path.join(__dirname, 'known-differences.json');

/** Sends one request as given (no redirect followed, no coding asked unless the probe asks) and decodes the body. */
function send(origin: string, probe: Probe, extra: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(probe.path, origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: probe.method ?? 'GET', headers: { ...probe.headers, ...extra }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          let body = raw;
          try {
            if (coding === 'br') body = zlib.brotliDecompressSync(raw);
            else if (coding === 'gzip') body = zlib.gunzipSync(raw);
          } catch (err) {
            reject(new Error(`${probe.id}: cannot decode ${coding}: ${(err as Error).message}`));
            return;
          }
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: res.statusCode ?? 0, headers, body });
        });
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`${probe.id}: no answer from ${origin} within 20 s`)));
    req.on('error', reject);
    req.end(probe.body);
  });
}

interface Outcome {
  probe: Probe;
  problems: { node: string[]; pages: string[] };
  differences: Difference[];
}

/** One probe on one host: the answer, after the request that gives its validator when it needs one. */
async function answerOn(origin: string, probe: Probe, byId: Map<string, Probe>): Promise<Answer> {
  if (!probe.validator) return send(origin, probe);
  const source = probe.validator.from ? byId.get(probe.validator.from)! : probe;
  const first = await send(origin, source);
  const tag = first.headers.etag;
  if (tag === undefined) throw new Error(`${probe.id}: ${source.id} has no ETag on ${origin}`);
  return send(origin, probe, { [probe.validator.header]: tag });
}

async function runProbes(hosts: Hosts, probes: Probe[], verbose: boolean): Promise<Outcome[]> {
  const known = readKnownDifferences(
    readFileSync(KNOWN_DIFFERENCES_FILE, 'utf8'),
    probes.map((probe) => probe.id),
  );
  const byId = new Map(probes.map((probe) => [probe.id, probe]));
  const outcomes: Outcome[] = [];
  for (const probe of probes) {
    const [node, pages] = await Promise.all([answerOn(hosts.node, probe, byId), answerOn(hosts.pages, probe, byId)]);
    const method = probe.method ?? 'GET';
    const found = differences(
      probe.id,
      observe(node, method, probe.summarize?.(node)),
      observe(pages, method, probe.summarize?.(pages)),
      known,
    );
    outcomes.push({ probe, problems: { node: probe.expect(node), pages: probe.expect(pages) }, differences: found });
    if (verbose) console.log(probe.id, node.status, pages.status, found.map((d) => d.field).join(' '));
  }
  const ran = outcomes.map((outcome) => outcome.probe.id);
  const unused = unusedEntries(
    known,
    outcomes.flatMap((outcome) => outcome.differences),
    ran,
  );
  for (const entry of unused) {
    console.log(`Listed difference that did not happen: ${entry.field} on ${String(entry.probes)} (${entry.reason})`);
  }
  if (unused.length > 0) process.exitCode = 1;
  return outcomes;
}

function report(outcomes: Outcome[], skipped: Probe[]): boolean {
  let ok = true;
  console.log('| probe | what | project server | Pages (wrangler) | known differences |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const { probe, problems, differences: found } of outcomes) {
    const verdict = (list: string[]) => (list.length === 0 ? 'ok' : `FAIL: ${list.join('; ')}`);
    const known = found.filter((difference) => difference.known).map((difference) => difference.field);
    console.log(
      `| ${probe.id} | ${probe.what} | ${verdict(problems.node)} | ${verdict(problems.pages)} | ${known.join(', ')} |`,
    );
    if (problems.node.length + problems.pages.length > 0) ok = false;
  }
  const unknown = outcomes.flatMap((outcome) => outcome.differences.filter((difference) => !difference.known));
  for (const difference of unknown) {
    console.log(
      `\nUnlisted difference, ${difference.probe} ${difference.field}:\n  project server: ${difference.node}\n  Pages:          ${difference.pages}`,
    );
  }
  for (const probe of skipped) console.log(`Skipped ${probe.id} (${probe.what}): needs ${probe.requires}`);
  return ok && unknown.length === 0;
}

async function main(): Promise<void> {
  const started = performance.now();
  const { values } = parseArgs({
    options: {
      build: { type: 'string', default: 'build' },
      verbose: { type: 'boolean', default: false },
      table: { type: 'boolean', default: false },
    },
  });
  const buildDir = path.resolve(values.build!);
  const all = probesFor(buildDir);
  if (values.table) {
    const ids = all.map((probe) => probe.id);
    console.log(knownDifferencesTable(readKnownDifferences(readFileSync(KNOWN_DIFFERENCES_FILE, 'utf8'), ids)));
    return;
  }
  // The MCP probes wait for the endpoint in both runtimes: its Function and the server's hook (packages/docs-mcp).
  const mcp = ['functions/mcp.ts', 'server/mcp.ts'].every((file) => existsSync(path.join(ROOT, file)));
  const probes = all.filter((probe) => probe.requires !== 'mcp' || mcp);
  const skipped = all.filter((probe) => !probes.includes(probe));
  let hosts: Hosts | undefined;
  const stopOnSignal = (signal: NodeJS.Signals) => {
    void stopAllHosts().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    hosts = await startHosts(buildDir);
    const ready = performance.now();
    const outcomes = await runProbes(hosts, probes, values.verbose!);
    const ok = report(outcomes, skipped);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `\n${outcomes.length} probes on both hosts (${skipped.length} skipped); hosts ready in ${seconds(ready - started)} s, probes in ${seconds(performance.now() - ready)} s.`,
    );
    if (!ok) process.exitCode = 1;
  } catch (err) {
    console.error((err as Error).stack ?? String(err));
    process.exitCode = 1;
  } finally {
    await hosts?.stop();
  }
}

if (require.main === module) void main();
