/**
 * The in-memory server answers as the 2.0.25 server does, for what runnable
 * samples use (src/server.ts lists each difference from MockClient), and
 * a run reports what a Node.js program would: its lines, its exit, its error.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model/index';
import { runCompiled } from '../src/run-check';
import { printedWith, runWith, signedInHead } from './fixtures/run';
import type { Encounter, Observation } from '@medplum/fhirtypes';
import type { RunResult } from '../src/run';
import seed from '../src/seed.json';
import { seeded } from './fixtures/seeded';

const HEAD = signedInHead('https://medplum.example.org/');

const run = (code: string, withHead = true): Promise<RunResult> => runWith(code, withHead ? HEAD : '');
const printed = (code: string): Promise<string[]> => printedWith(code, HEAD);

before(() => indexedCore());

describe('the in-memory server', () => {
  it('holds the guides sample data only, every id a UUID', async () => {
    const lines = await printed(`
      for (const type of ['Patient', 'Observation', 'Encounter'] as const) {
        const bundle = await medplum.search(type, { _count: 100 });
        console.log(type, (bundle.entry ?? []).map((e) => e.resource?.id).join(','));
      }`);
    const ids = (seed.entry as { resource: { resourceType: string; id: string } }[]).map((entry) => entry.resource);
    for (const [index, type] of ['Patient', 'Observation', 'Encounter'].entries()) {
      // An ID the seed lists again is a later version of the same resource.
      const expected = [
        ...new Set(ids.filter((resource) => resource.resourceType === type).map((resource) => resource.id)),
      ];
      assert.deepEqual(lines[index].split(' ')[1].split(',').sort(), expected.sort());
    }
    for (const resource of ids)
      assert.match(resource.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('signs a client in as the server does: a project and the client application as the profile', async () => {
    assert.deepEqual(
      await printed(`
        const login = medplum.getActiveLogin();
        console.log(login?.project?.reference, login?.profile?.reference, medplum.getProfile()?.resourceType);
        console.log(medplum.getBaseUrl());`),
      [
        'Project/3c5a8d2e-0000-4000-8000-000000000901 ClientApplication/3c5a8d2e-0000-4000-8000-000000000902 ClientApplication',
        'https://medplum.example.org/',
      ],
    );
  });

  it('pages as the server does: 20 by default, a next link, a total only when asked for', async () => {
    const [count, total, relations, counted, nextUrl] = await printed(`
      for (let i = 0; i < 25; i++) await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'Page' + i }] });
      const bundle = await medplum.search('Patient');
      console.log(bundle.entry?.length);
      console.log(String(bundle.total));
      console.log(bundle.link?.map((link) => link.relation).join(','));
      const all = await medplum.search('Patient', { _total: 'accurate', _count: 5, _offset: 5 });
      console.log(all.total, all.entry?.length, all.link?.map((link) => link.relation).join(','));
      console.log(bundle.link?.find((link) => link.relation === 'next')?.url);`);
    assert.equal(count, '20');
    assert.equal(total, 'undefined');
    assert.equal(relations, 'self,first,next');
    assert.equal(counted, `${seeded('Patient').length + 25} 5 self,first,next,previous`);
    assert.equal(nextUrl, 'https://medplum.example.org/fhir/R4/Patient?_count=20&_offset=20');
  });

  it('reads every value of a repeated parameter (AND), and dates of a Period by their start', async () => {
    assert.deepEqual(
      await printed(`
        const in2023 = await medplum.searchResources('Observation', [['date', 'ge2023-01-01'], ['date', 'lt2024-01-01']]);
        const encounters = await medplum.searchResources('Encounter', [['date', 'ge2023-01-01'], ['date', 'lt2024-01-01']]);
        console.log(in2023.length, encounters.length);`),
      [
        `${seeded<Observation>('Observation').filter((o) => o.effectiveDateTime?.startsWith('2023')).length} ${seeded<Encounter>('Encounter').filter((e) => e.period?.start?.startsWith('2023')).length}`,
      ],
    );
  });

  it('refuses to guess a partial date, which the server leaves to its database', async () => {
    const result = await run(`await medplum.searchResources('Patient', { birthdate: '1980' });`);
    assert.equal(result.end.kind, 'error');
    assert.match((result.end as { text: string }).text, /only full dates/);
  });

  it('rejects the ap prefix as the server does', async () => {
    const result = await run(`await medplum.searchResources('Observation', { date: 'ap2023-01-01' });`);
    assert.equal(result.end.kind, 'error');
    assert.match((result.end as { text: string }).text, /Unknown FHIR operator: ap/);
  });

  it('matches names by the start of a word, in any case, and other strings by what they contain', async () => {
    assert.deepEqual(
      await printed(`
        await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'McDoe' }] });
        const doe = await medplum.searchResources('Patient', { family: 'doe' });
        const inside = await medplum.searchResources('Patient', { family: 'oe' });
        const exact = await medplum.searchResources('Patient', { 'family:exact': 'Doe' });
        console.log(doe.map((p) => p.name?.[0]?.family).sort().join(','), inside.length, exact.length);`),
      ['Doe,Doering 0 1'],
    );
  });

  it('sorts by every key in order', async () => {
    assert.deepEqual(
      await printed(`
        const list = await medplum.searchResources('Observation', {
          subject: 'Patient/3c5a8d2e-0000-4000-8000-000000000001',
          _sort: 'status,-date',
        });
        console.log(list.map((o) => o.status + ':' + o.effectiveDateTime?.slice(0, 7)).join(' '));`),
      ['amended:2023-11 final:2024-01 final:2023-07 final:2023-03'],
    );
  });

  it('includes and reverse-includes as the server does', async () => {
    assert.deepEqual(
      await printed(`
        const requests = await medplum.search('MedicationRequest', '_include=MedicationRequest:medication');
        console.log(requests.entry?.map((e) => e.resource?.resourceType).join(','));
        const patient = await medplum.search('Patient', '_id=3c5a8d2e-0000-4000-8000-000000000001&_revinclude=Condition:subject');
        console.log(patient.entry?.map((e) => e.resource?.resourceType).join(','));`),
      ['MedicationRequest,MedicationRequest,Medication', 'Patient,Condition,Condition'],
    );
  });

  it('validates what it stores, as strict projects do', async () => {
    const result = await run(
      `await medplum.createResource({ resourceType: 'Patient', gender: 'female', nickname: 'x' } as never);`,
    );
    assert.equal(result.end.kind, 'error');
    assert.match((result.end as { text: string }).text, /nickname/);
  });

  it('writes no version for an update that changes nothing, as the server does', async () => {
    const [same, history] = await printed(`
      const jane = await medplum.readResource('Patient', '3c5a8d2e-0000-4000-8000-000000000001');
      const again = await medplum.updateResource({ ...jane, meta: { ...jane.meta, lastUpdated: '2020-01-01T00:00:00Z' } });
      const { meta, ...withoutMeta } = jane;
      const bare = await medplum.updateResource({ ...withoutMeta, resourceType: 'Patient' });
      const tagged = await medplum.updateResource({ ...jane, meta: { ...meta, tag: [{ code: 'vip' }] } });
      const changed = await medplum.updateResource({ ...tagged, active: false });
      console.log(again.meta?.versionId === jane.meta?.versionId, bare.meta?.versionId === jane.meta?.versionId, tagged.meta?.versionId === jane.meta?.versionId, changed.meta?.versionId === tagged.meta?.versionId);
      const history = await medplum.readHistory('Patient', jane.id as string);
      console.log(history.entry?.map((e) => e.resource?.active).join(','));`);
    // No version for the same body, with or without meta; one for a new tag, one for a new value.
    assert.equal(same, 'true true false false');
    assert.equal(history, 'false,true,true');
  });

  it('keeps a deleted resource as gone: 410 on read, patch and a second delete, an update restores it', async () => {
    const lines = await printed(`
      const { isGone, normalizeOperationOutcome } = await import('@medplum/core');
      const id = '3c5a8d2e-0000-4000-8000-000000000002';
      const sam = await medplum.readResource('Patient', id);
      await medplum.deleteResource('Patient', id);
      const attempts = [
        () => medplum.readResource('Patient', id),
        () => medplum.patchResource('Patient', id, [{ op: 'add', path: '/active', value: true }]),
        () => medplum.deleteResource('Patient', id),
      ];
      for (const attempt of attempts) {
        console.log(await attempt().then(() => 'answered', (err) => isGone(normalizeOperationOutcome(err))));
      }
      console.log((await medplum.searchResources('Patient', { _id: id })).length);
      const restored = await medplum.updateResource(sam);
      console.log(restored.id, (await medplum.readResource('Patient', id)).name?.[0]?.family);`);
    assert.deepEqual(lines, ['true', 'true', 'true', '0', '3c5a8d2e-0000-4000-8000-000000000002 Doering']);
  });

  it('answers history as the server does: newest first on every read, each version with its request, the delete included', async () => {
    const lines = await printed(`
      const id = '3c5a8d2e-0000-4000-8000-000000000002';
      const sam = await medplum.readResource('Patient', id);
      await medplum.updateResource({ ...sam, active: false });
      await medplum.deleteResource('Patient', id);
      // Two reads from the server, not the client's cache: MemoryRepository's order flipped on each.
      for (let read = 0; read < 2; read++) {
        const history = await medplum.readHistory('Patient', id, { cache: 'no-cache' });
        console.log(history.entry?.map((e) => e.response?.status + ':' + String(e.resource?.active)).join(','));
      }
      const [deleted, , first] = (await medplum.readHistory('Patient', id)).entry ?? [];
      console.log(deleted.response?.outcome?.issue?.[0]?.code, deleted.fullUrl);
      console.log(first.request?.method, first.request?.url === 'Patient/' + id + '/_history/' + first.resource?.meta?.versionId);`);
    assert.deepEqual(lines, [
      '410:undefined,200:false,200:true',
      '410:undefined,200:false,200:true',
      'deleted https://medplum.example.org/fhir/R4/Patient/3c5a8d2e-0000-4000-8000-000000000002',
      'GET true',
    ]);
  });

  it('starts empty again on every run', async () => {
    await printed(`await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'Once' }] });`);
    assert.deepEqual(
      await printed(`console.log((await medplum.searchResources('Patient', { family: 'Once' })).length);`),
      ['0'],
    );
  });
});

describe('a run', () => {
  it('reports an exit code, an uncaught error and what went to the error stream', async () => {
    assert.deepEqual((await run('process.exit(3);', false)).end, { kind: 'exit', code: 3 });
    assert.deepEqual((await run("throw new Error('boom');", false)).end, { kind: 'error', text: 'Error: boom' });
    const errors = await run("console.error('bad'); console.log(1, 'two', { three: 3 }, [4]);", false);
    assert.deepEqual(errors.lines, [
      { stream: 'error', text: 'bad' },
      { stream: 'log', text: '1 two {\n  "three": 3\n} [\n  4\n]' },
    ]);
  });

  it('ends with the error of a rejected promise nothing catches (outside the test runner, which takes those itself)', () => {
    const child = spawnSync(
      path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx'),
      [path.join(__dirname, 'fixtures', 'unhandled-rejection.ts')],
      { encoding: 'utf8', env: { ...process.env, NODE_TEST_CONTEXT: undefined }, timeout: 60_000 },
    );
    assert.equal(child.status, 0, child.stderr);
    assert.deepEqual(JSON.parse(child.stdout), { kind: 'error', text: 'Error: later' });
  });

  it('waits for what the sample started without awaiting: requests and timers', async () => {
    const result = await run(
      `void medplum.searchResources('Patient').then((list) => console.log('found', list.length));
       setTimeout(() => console.log('timer'), 50);`,
    );
    assert.deepEqual(
      result.lines.map((line) => line.text),
      [`found ${seeded('Patient').length}`, 'timer'],
    );
  });

  it('gives a sample no network and no module but the SDK', async () => {
    const fetched = await run("await fetch('https://example.org/');", false);
    assert.match((fetched.end as { text: string }).text, /fetch\(\) is not available/);
    const imported = await run("import { readFileSync } from 'node:fs';\nreadFileSync('x');", false);
    assert.match((imported.end as { text: string }).text, /Cannot import "node:fs"/);
  });

  it('stops at the time limit a sample that never ends waiting', async () => {
    assert.equal(await runCompiled('await new Promise(() => setInterval(() => undefined, 1000));'), 'timeout');
  });
});
