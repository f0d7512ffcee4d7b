import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { makeFinishedBuild } from './server-fixture';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const SERVER = path.join(ROOT, 'server', 'index.ts');

describe('server command line', () => {
  let dir = '';
  const unfinished = mkdtempSync(path.join(os.tmpdir(), 'medplum-cli-'));
  writeFileSync(path.join(unfinished, 'index.html'), '<!doctype html><title>Home</title>');
  const children: ChildProcess[] = [];

  before(async () => {
    dir = await makeFinishedBuild();
  });

  after(() => {
    for (const child of children) child.kill();
    rmSync(dir, { recursive: true, force: true });
    rmSync(unfinished, { recursive: true, force: true });
  });

  function start(args: string[]): Promise<string> {
    const child = spawn(TSX, [SERVER, '--dir', dir, ...args], { env: { ...process.env, HOST: '', PORT: '' } });
    children.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Serving .* at (http:\/\/\S+) \(ready in \d+ ms\)/.exec(output);
        if (match) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
  }

  it('listens on loopback by default and on the host it is given', async () => {
    const loopback = await start(['--port', '0']);
    assert.match(loopback, /^http:\/\/127\.0\.0\.1:\d+$/);
    const status = await new Promise<number>((resolve, reject) =>
      http.get(loopback, (res) => resolve(res.statusCode ?? 0)).on('error', reject),
    );
    assert.equal(status, 200);

    const any = await start(['--host', '0.0.0.0', '--port', '0']);
    assert.match(any, /^http:\/\/0\.0\.0\.0:\d+$/);
  });

  it('exits with a clear message on a bad option or a missing build', () => {
    const bad = spawnSync(TSX, [SERVER, '--port', 'abc'], { encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /Invalid port "abc"/);

    const missing = spawnSync(TSX, [SERVER, '--dir', path.join(dir, 'nothing-here')], { encoding: 'utf8' });
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /No build found/);

    const notFinished = spawnSync(TSX, [SERVER, '--dir', unfinished], { encoding: 'utf8' });
    assert.equal(notFinished.status, 1);
    assert.match(notFinished.stderr, /is not a finished build .*Run "npm run build"/);
  });
});
