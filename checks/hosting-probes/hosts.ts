/**
 * The two hosts the probes run against, from one finished build: the
 * project's server (server/local.ts, behind TLS as in production, so the
 * policy and HSTS are those a static host sends) and `wrangler pages dev`
 * serving the upload folder of the deploy (scripts/static-host-dir.ts) with
 * the deploy's Functions (functions/). Both on free loopback ports; `stop`
 * ends the processes and removes the scratch folder, whatever happened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { prepareStaticHostDir } from '../../scripts/static-host-dir';
import { startLocalServer, type LocalServer } from '../../server/local';

const ROOT = path.resolve(__dirname, '../..');
/** The compatibility date of the deploy's Functions, from wrangler.toml, which the deploy reads too. */
export const COMPATIBILITY_DATE = compatibilityDate(readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8'));

/** The `compatibility_date` of a wrangler.toml. */
function compatibilityDate(toml: string): string {
  const date = /^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"\s*$/m.exec(toml)?.[1];
  if (!date) throw new Error('wrangler.toml names no compatibility_date');
  return date;
}
const WRANGLER_READY_MS = 60_000;

export interface Hosts {
  node: string;
  pages: string;
  /** What wrangler printed, for a failure's report. */
  pagesLog(): string;
  stop(): Promise<void>;
}

/** The `stop` of every start under way or running, so that a signal can end them mid-start too. */
const running = new Set<() => Promise<void>>();

/** Ends every host started here, whether or not its start has finished. */
export async function stopAllHosts(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

/** A loopback port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilServing(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + WRANGLER_READY_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${origin}/`, { method: 'HEAD' });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler pages dev did not serve within ${WRANGLER_READY_MS / 1000} s:\n${log()}`);
}

/** Ends a detached child and everything it started (its process group), then waits for it. */
async function endGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts both hosts on `buildDir`. Wrangler runs in a scratch folder whose
 * `functions` is a link to the repository's, so its state (`.wrangler/`)
 * lands there and never in the repository or the build.
 */
export async function startHosts(buildDir: string): Promise<Hosts> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'medplum-hosting-'));
  let node: LocalServer | undefined;
  let wrangler: ChildProcess | undefined;
  let output = '';
  const stop = async () => {
    running.delete(stop);
    if (wrangler) await endGroup(wrangler);
    await node?.close();
    rmSync(scratch, { recursive: true, force: true });
  };
  running.add(stop);
  try {
    const upload = path.join(scratch, 'static-host');
    prepareStaticHostDir(buildDir, upload);
    symlinkSync(path.join(ROOT, 'functions'), path.join(scratch, 'functions'), 'dir');
    node = await startLocalServer(buildDir, { behindTls: true });
    const [port, inspectorPort] = [await freePort(), await freePort()];
    const args = [
      'pages',
      'dev',
      upload,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      '--persist-to',
      path.join(scratch, 'state'),
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
    ];
    wrangler = spawn(path.join(ROOT, 'node_modules', '.bin', 'wrangler'), args, {
      cwd: scratch,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? 'true', NO_COLOR: '1' },
    });
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    wrangler.stdout!.on('data', keep);
    wrangler.stderr!.on('data', keep);
    const pages = `http://127.0.0.1:${port}`;
    await waitUntilServing(pages, wrangler, () => output);
    return { node: node.origin, pages, pagesLog: () => output, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
