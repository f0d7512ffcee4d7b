/**
 * `npm run prod` and `npm run serve:prod` stop their server on Ctrl+C (SIGINT
 * to the process group) and on `kill` (SIGTERM) of npm or of the process npm
 * started. The commands run as the README gives them, from a copy of the
 * project's scripts in which only the two slow steps of scripts/prod.sh
 * (installing packages and building the site) do nothing; the server serves a
 * miniature finished build.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { makeFinishedBuild } from './server-fixture';

const ROOT = path.resolve(__dirname, '../..');
const STOP_WITHIN_MS = 5000;

/** The project's `prod` and `serve:prod` scripts around a no-op build, in a folder of their own. */
function makeProject(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'medplum-prod-'));
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const manifest = {
    private: true,
    scripts: { prod: scripts.prod, 'serve:prod': scripts['serve:prod'], build: 'true' },
  };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  mkdirSync(path.join(dir, 'scripts'));
  copyFileSync(path.join(ROOT, 'scripts', 'prod.sh'), path.join(dir, 'scripts', 'prod.sh'));
  writeFileSync(path.join(dir, 'scripts', 'ensure-deps.sh'), 'exit 0\n');
  for (const name of ['node_modules', 'server', 'plugins']) symlinkSync(path.join(ROOT, name), path.join(dir, name));
  return dir;
}

/** The parent process id of every process, from /proc. */
function parentIds(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while the list was read.
    }
  }
  return parents;
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

function portRefuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

async function waitFor(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

describe('stopping the production server started through npm', { timeout: 120_000 }, () => {
  let project = '';
  let build = '';
  const groups: number[] = [];

  before(async () => {
    project = makeProject();
    build = await makeFinishedBuild();
  });

  after(() => {
    for (const group of groups) {
      if (groupAlive(group)) process.kill(-group, 'SIGKILL');
    }
    rmSync(project, { recursive: true, force: true });
    rmSync(build, { recursive: true, force: true });
  });

  /** Runs `npm run <script>` as a terminal would, in a process group of its own; resolves once it serves. */
  function start(script: string): Promise<{ npm: number; port: number }> {
    const npm = spawn('npm', ['run', '--silent', script, '--', '--dir', build, '--port', '0'], {
      cwd: project,
      detached: true,
      env: { ...process.env, HOST: '', PORT: '' },
    });
    groups.push(npm.pid!);
    return new Promise((resolve, reject) => {
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const port = /Serving .* at http:\/\/127\.0\.0\.1:(\d+) /.exec(output)?.[1];
        if (port) resolve({ npm: npm.pid!, port: Number(port) });
      });
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.on('exit', (code) => reject(new Error(`npm run ${script} exited with ${code}: ${output}`)));
    });
  }

  async function assertStops(npm: number, port: number, what: string): Promise<void> {
    assert.equal(await waitFor(() => portRefuses(port), STOP_WITHIN_MS), true, `${what}: port ${port} still open`);
    assert.equal(
      await waitFor(() => !groupAlive(npm), STOP_WITHIN_MS),
      true,
      `${what}: a process of the group remains`,
    );
  }

  it('npm run prod: SIGTERM to npm', async () => {
    const { npm, port } = await start('prod');
    process.kill(npm, 'SIGTERM');
    await assertStops(npm, port, 'kill <npm>');
  });

  it('npm run prod: SIGTERM to the process npm started', async () => {
    const { npm, port } = await start('prod');
    const children = [...parentIds()].filter(([, parent]) => parent === npm).map(([pid]) => pid);
    assert.equal(children.length, 1, `npm started ${children.length} processes`);
    process.kill(children[0], 'SIGTERM');
    await assertStops(npm, port, 'kill <child of npm>');
  });

  it('npm run prod: SIGINT to the process group (Ctrl+C)', async () => {
    const { npm, port } = await start('prod');
    process.kill(-npm, 'SIGINT');
    await assertStops(npm, port, 'Ctrl+C');
  });

  it('npm run serve:prod: SIGTERM to npm', async () => {
    const { npm, port } = await start('serve:prod');
    process.kill(npm, 'SIGTERM');
    await assertStops(npm, port, 'kill <npm>');
  });
});
