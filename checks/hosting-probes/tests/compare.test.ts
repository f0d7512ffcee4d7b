/**
 * The comparison of the two hosts' answers (checks/hosting-probes/compare.ts),
 * the list of known differences against the probes, and its copy in
 * server/README.md.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  differences,
  knownDifferencesTable,
  NONE,
  observe,
  readKnownDifferences,
  unusedEntries,
  type KnownDifference,
} from '../compare';
import { probesFor } from '../probes';
import { KNOWN_DIFFERENCES_FILE } from '../run';

const ROOT = path.resolve(__dirname, '../../..');

/** A folder with the few hashed files the probes name. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'medplum-probes-'));
  for (const file of [
    'blog/a-post.md',
    'assets/js/main.0a1b2c3d.js',
    'runnable-samples/runner.0a1b2c3d.js',
    'llms/docs.txt',
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '');
  }
  return dir;
}

describe('hosting probes: comparing the hosts', () => {
  const build = fakeBuild();
  after(() => rmSync(build, { recursive: true, force: true }));

  it('observes status, compared headers, the kind of tag and the decoded body', () => {
    const answer = { status: 200, headers: { etag: '"x-md"', vary: 'Accept', date: 'now' }, body: Buffer.from('# A') };
    const observation = observe(answer, 'GET');
    assert.equal(observation.status, '200');
    assert.equal(observation['header:vary'], 'Accept');
    assert.equal(observation['header:link'], NONE);
    assert.equal(observation.etag, 'a tag ending -md');
    assert.match(observation.body, /^sha256 [0-9a-f]{16}, 3 bytes$/);
    assert.equal(observation['header:date'], undefined, 'only what a client acts on is compared');
    assert.equal(observe(answer, 'HEAD').body, 'empty');
  });

  it('explains a difference only by an entry of the same probe, field and values', () => {
    const known: KnownDifference[] = [
      { probes: ['a'], field: 'status', node: '301', pages: '308', reason: 'r1' },
      { probes: '*', field: 'header:vary', node: 'Accept, Accept-Encoding', reason: 'r2' },
    ];
    const found = differences(
      'a',
      { status: '301', 'header:vary': 'Accept, Accept-Encoding', body: 'x' },
      { status: '308', 'header:vary': 'Accept', body: 'y' },
      known,
    );
    assert.deepEqual(
      found.map((difference) => [difference.field, difference.known?.reason]),
      [
        ['status', 'r1'],
        ['header:vary', 'r2'],
        ['body', undefined],
      ],
    );
    const other = differences('b', { status: '301' }, { status: '308' }, known);
    assert.equal(other[0].known, undefined, 'another probe is not covered');
    assert.deepEqual(unusedEntries(known, other, ['a', 'b']), known, 'entries that explained nothing are reported');
    assert.deepEqual(unusedEntries(known, found, ['a']), []);
  });

  it('has a list whose every entry names probes that exist, with a reason', () => {
    const ids = probesFor(build).map((probe) => probe.id);
    assert.equal(new Set(ids).size, ids.length, 'probe ids are unique');
    const known = readKnownDifferences(readFileSync(KNOWN_DIFFERENCES_FILE, 'utf8'), ids);
    assert.ok(known.length > 0);
    assert.throws(
      () =>
        readKnownDifferences(
          JSON.stringify({ differences: [{ probes: ['nope'], field: 'status', reason: 'x' }] }),
          ids,
        ),
      /no probe nope/,
    );
  });

  it('server/README.md reproduces the list as a table', () => {
    const ids = probesFor(build).map((probe) => probe.id);
    const table = knownDifferencesTable(readKnownDifferences(readFileSync(KNOWN_DIFFERENCES_FILE, 'utf8'), ids));
    const readme = readFileSync(path.join(ROOT, 'server', 'README.md'), 'utf8');
    assert.ok(
      readme.includes(table),
      `server/README.md lacks the table of known-differences.json; print it with:\n` +
        `  npx tsx checks/hosting-probes/run.ts --table`,
    );
  });
});
