/**
 * Access policies apply as the 2.0.25 server applies them (src/access.ts,
 * src/access-routes.ts), seen by a client of the seeded "Care team app",
 * whose membership has the "Care team" policy with Jane Doe's practitioner as
 * its `%practitioner`, and by the project admin client the samples use.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model/index';
import type { Project } from '@medplum/fhirtypes';
import { printedWith, signedInHead } from './fixtures/run';
import { seeded } from './fixtures/seeded';

const ADMIN = signedInHead('https://medplum.example.org/');
const CARE_TEAM = `
import { MedplumClient } from '@medplum/core';
const medplum = new MedplumClient({ baseUrl: 'https://medplum.example.org/' });
await medplum.startClientLogin(process.env.CARE_TEAM_CLIENT_ID ?? '', 'any');
`;
const JANE = '3c5a8d2e-0000-4000-8000-000000000001';
const SAM = '3c5a8d2e-0000-4000-8000-000000000002';

/** The message of what `call` throws, or `answered`. */
const attempt = `async function attempt(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'answered';
  } catch (error) {
    return (error as Error).message;
  }
}`;

before(() => indexedCore());

describe('a login with an access policy', () => {
  it("reads and searches only what the policy's criteria match, with hidden fields removed", async () => {
    const lines = await printedWith(
      `${attempt}
      const patients = await medplum.searchResources('Patient', { _count: 100 });
      console.log(patients.map((p) => p.id).join(','), patients[0]?.telecom, patients[0]?.name?.[0]?.family);
      const bundle = await medplum.search('Observation', { _total: 'accurate' });
      console.log(bundle.total);
      console.log(await attempt(() => medplum.readResource('Patient', '${SAM}')));
      console.log(await attempt(() => medplum.searchResources('Encounter')));
      console.log(await attempt(() => medplum.readPatientEverything('${JANE}')));
      console.log(await attempt(() => medplum.executeBot('3c5a8d2e-0000-4000-8000-000000000903', {}, 'application/json')));`,
      CARE_TEAM,
    );
    assert.deepEqual(lines, [`${JANE} undefined Doe`, '4', 'Not found', 'Forbidden', 'Forbidden', 'Forbidden']);
  });

  it('writes only what the policy lets it write, and keeps read-only fields as stored', async () => {
    const lines = await printedWith(
      `${attempt}
      const jane = await medplum.readResource('Patient', '${JANE}');
      const updated = await medplum.updateResource({ ...jane, identifier: [{ system: 'https://example.org/mrn', value: 'CHANGED' }], birthDate: '1980-02-03' });
      console.log(updated.birthDate, JSON.stringify(updated.identifier ?? null), updated.telecom);
      const patched = await medplum.patchResource('Patient', '${JANE}', [{ op: 'add', path: '/gender', value: 'other' }]);
      console.log(patched.gender);
      const [task] = await medplum.searchResources('Task', { _count: 1 });
      console.log(await attempt(() => medplum.updateResource({ ...task, status: 'completed' })));
      console.log(await attempt(() => medplum.createResource({ resourceType: 'Patient', name: [{ family: 'Other' }] })));
      console.log(await attempt(() => medplum.createResource({ resourceType: 'Encounter', status: 'planned', class: { code: 'AMB' } })));
      console.log(await attempt(() => medplum.executeBatch({ resourceType: 'Bundle', type: 'batch', entry: [] })));`,
      CARE_TEAM,
    );
    const stored = await printedWith(
      `const jane = await medplum.readResource('Patient', '${JANE}');
      console.log(jane.birthDate, JSON.stringify(jane.identifier ?? null), jane.telecom?.[0]?.value, jane.gender);`,
      ADMIN,
    );
    assert.equal(lines[0].split(' ')[0], '1980-02-03');
    assert.doesNotMatch(lines[0], /CHANGED/);
    assert.match(lines[0], / undefined$/);
    assert.deepEqual(lines.slice(1, 5), ['other', 'Forbidden', 'Forbidden', 'Forbidden']);
    assert.match(lines[5], /^POST fhir\/R4 with an access policy needs a Medplum server/);
    // The admin reads Jane as the seed has her: the care team's writes were separate runs.
    assert.match(stored[0], / 555-0100 female$/);
  });
});

describe('the project admin client', () => {
  it('reads everything but the protected types, and cannot change its project features', async () => {
    const lines = await printedWith(
      `${attempt}
      console.log((await medplum.searchResources('Patient')).length);
      console.log(await attempt(() => medplum.searchResources('Login')));
      const project = await medplum.readResource('Project', '3c5a8d2e-0000-4000-8000-000000000901');
      const saved = await medplum.updateResource({ ...project, features: [], name: 'Renamed' });
      console.log(saved.name, saved.features?.join(','));`,
      ADMIN,
    );
    const [project] = seeded<Project>('Project');
    assert.deepEqual(lines, [
      String(seeded('Patient').length),
      'Forbidden',
      `Renamed ${(project.features ?? []).join(',')}`,
    ]);
  });

  it('needs a signed-in login for the FHIR API', async () => {
    const lines = await printedWith(
      `import { MedplumClient } from '@medplum/core';
      const anonymous = new MedplumClient({ baseUrl: 'https://medplum.example.org/' });
      try {
        await anonymous.searchResources('Patient');
      } catch (error) {
        console.log((error as Error).message);
      }`,
      '',
    );
    assert.deepEqual(lines, ['Unauthenticated']);
  });
});
