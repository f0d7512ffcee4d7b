/**
 * Load benchmark of the production server against `docusaurus serve`, on the
 * same finished build, on loopback, bounded in time.
 *
 *   npx tsx bench/server.ts [--seconds 5] [--connections 16] [--rounds 3]
 *
 * Each round loads each target on each server for the given time with
 * keep-alive connections, sending the Accept-Encoding a browser sends, and
 * reads every body in full. Prints requests per second, p99 latency and bytes
 * per response, the median over the rounds, and the ratios ours / stock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { median, percentile } from '../packages/common/src/stats';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const SECONDS = option('seconds', 5);
const CONNECTIONS = option('connections', 16);
const ROUNDS = option('rounds', 3);
const ROOT = path.resolve(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface Load {
  rps: number;
  p99: number;
  bytes: number;
}

function startServer(name: string, command: string, argv: string[], port: number): Promise<ChildProcess> {
  const child = spawn(command, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start`)), 60_000);
    const poll = () =>
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
          res.resume();
          clearTimeout(timer);
          resolve(child);
        })
        .on('error', () => setTimeout(poll, 200));
    poll();
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

async function load(port: number, target: string): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let bytes = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      http
        .get(
          { host: '127.0.0.1', port, path: target, agent, headers: { 'Accept-Encoding': BROWSER_ENCODINGS } },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`${target} answered ${res.statusCode}`));
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => {
              latencies.push(performance.now() - started);
              resolve();
            });
          },
        )
        .on('error', reject);
    });
  const worker = async () => {
    while (performance.now() < deadline) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { rps: latencies.length / elapsed, p99: percentile(latencies, 0.99), bytes: bytes / latencies.length };
}

async function main(): Promise<void> {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  const asset = /src="(\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error('No main.<hash>.js in build/index.html: run "npm run build" first.');
  const targets = { page: '/docs/auth/client-credentials', asset };
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const docusaurus = path.join(ROOT, 'node_modules', '.bin', 'docusaurus');
  const servers = {
    ours: await startServer('server/index.ts', tsx, ['server/index.ts', '--port', '3411'], 3411),
    stock: await startServer(
      'docusaurus serve',
      docusaurus,
      ['serve', '--dir', BUILD, '--port', '3412', '--no-open'],
      3412,
    ),
  };
  const ports = { ours: 3411, stock: 3412 };
  const results: Record<string, Load[]> = {};
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [targetName, target] of Object.entries(targets)) {
        // Alternate which server goes first, so neither always meets a warmer machine.
        const order = round % 2 === 0 ? (['ours', 'stock'] as const) : (['stock', 'ours'] as const);
        for (const server of order) {
          (results[`${targetName}:${server}`] ??= []).push(await load(ports[server], target));
        }
      }
    }
  } finally {
    for (const child of Object.values(servers)) if (child.pid) process.kill(-child.pid);
  }
  const summary = (key: string) => {
    const runs = results[key];
    return {
      rps: median(runs.map((run) => run.rps)),
      p99: median(runs.map((run) => run.p99)),
      bytes: median(runs.map((run) => run.bytes)),
    };
  };
  console.log(
    `${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} keep-alive connections, Accept-Encoding: ${BROWSER_ENCODINGS}`,
  );
  console.log('| target | server | requests/s | p99 latency | bytes/response |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [targetName, target] of Object.entries(targets)) {
    const ours = summary(`${targetName}:ours`);
    const stock = summary(`${targetName}:stock`);
    for (const [name, figures] of [
      ['server/index.ts', ours],
      ['docusaurus serve', stock],
    ] as const) {
      console.log(
        `| ${targetName} ${target} | ${name} | ${Math.round(figures.rps)} | ${figures.p99.toFixed(1)} ms | ${Math.round(figures.bytes)} |`,
      );
    }
    console.log(
      `| ${targetName} | ratio ours/stock | ${(ours.rps / stock.rps).toFixed(2)}x | ${(ours.p99 / stock.p99).toFixed(2)}x | ${(ours.bytes / stock.bytes).toFixed(2)}x |`,
    );
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
