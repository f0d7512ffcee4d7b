import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync } from 'node:zlib';
import { loadIndex, PAGE_TYPES } from '../../fhir-model';
import { SANDBOX_ENV, startSandboxServer } from '../../medplum-sandbox';
import { apiDocuments, leftOut, postmanCollection, resourceTypes } from '..';

const index = loadIndex();
const documents = apiDocuments();
const byName = new Map(documents.map((api) => [api.name, api]));
type Paths = Record<
  string,
  Record<
    string,
    { responses: Record<string, unknown>; requestBody?: { content: Record<string, { example?: unknown }> } }
  >
>;
const pathsOf = (name: string) => (byName.get(name)?.document as { paths: Paths }).paths;

describe('the OpenAPI documents', () => {
  it('give every resource type of the reference a path for each interaction', () => {
    const listed = [...index.types.values()].filter(
      (info) => info.sd.kind === 'resource' && (info.category === 'resources' || info.category === 'medplum'),
    );
    assert.ok(listed.every((info) => PAGE_TYPES[info.category].source.generator === 'fhir'));
    assert.deepEqual(resourceTypes(index), listed.map((info) => info.name).sort());
    for (const { name: type } of listed) {
      const paths = pathsOf(type);
      const base = `/fhir/R4/${type}`;
      for (const [route, method] of [
        [base, 'get'],
        [base, 'post'],
        [`${base}/_search`, 'post'],
        [`${base}/{id}`, 'get'],
        [`${base}/{id}`, 'put'],
        [`${base}/{id}`, 'patch'],
        [`${base}/{id}`, 'delete'],
        [`${base}/{id}/_history`, 'get'],
        [`${base}/{id}/_history/{vid}`, 'get'],
        [`${base}/$validate`, 'post'],
      ]) {
        assert.ok(paths[route]?.[method], `${type}: ${method.toUpperCase()} ${route}`);
      }
    }
  });

  it("list every search parameter of Patient's definitions, and the common ones", () => {
    const search = byName.get('Patient')?.operations.find((op) => op.interaction === 'search');
    const names = ((search?.operation.parameters ?? []) as { name?: string; $ref?: string }[]).map(
      (param) => param.name ?? param.$ref?.replace('#/components/parameters/', '_'),
    );
    for (const param of index.searchParams.get('Patient') ?? []) assert.ok(names.includes(param.code), param.code);
    for (const common of ['_id', '_lastUpdated', '_count', '_sort', '_include', '_revinclude']) {
      assert.ok(names.includes(common), common);
    }
  });

  it('answer a create with 201, and a read with 200 or an OperationOutcome', () => {
    for (const api of documents.slice(1)) {
      const paths = pathsOf(api.name);
      assert.ok(paths[`/fhir/R4/${api.name}`].post.responses['201'], api.name);
      assert.ok(paths[`/fhir/R4/${api.name}/{id}`].get.responses['404'], api.name);
    }
  });

  it('keep every file under 150 KB compressed', async () => {
    const credentials = { clientId: SANDBOX_ENV.MEDPLUM_CLIENT_ID, clientSecret: 'any' };
    for (const api of documents) {
      const size = brotliCompressSync(JSON.stringify(api.document)).length;
      assert.ok(size < 150 * 1024, `${api.name}.json: ${size} bytes`);
    }
    for (const name of ['index', 'Patient', 'StructureDefinition']) {
      const collection = await postmanCollection(byName.get(name)!, credentials);
      const size = brotliCompressSync(JSON.stringify(collection)).length;
      assert.ok(size < 150 * 1024, `${name} collection: ${size} bytes`);
    }
  });
});

describe('the Postman collections', () => {
  it('have a test on every request, and every operation the in-memory server answers', async () => {
    for (const name of ['index', 'Patient', 'Bot', 'ValueSet']) {
      const api = byName.get(name)!;
      const collection = await postmanCollection(api, { clientId: SANDBOX_ENV.MEDPLUM_CLIENT_ID, clientSecret: 'x' });
      for (const item of collection.item) {
        const test = item.event?.find((event) => event.listen === 'test');
        assert.ok(
          test?.script.exec.some((line) => line.includes('pm.test(')),
          `${name}: ${item.name}`,
        );
      }
      assert.equal(collection.item.length, api.operations.filter((op) => !leftOut(op)).length, name);
    }
  });
});

describe("the collections' tests", () => {
  const credentials = { clientId: SANDBOX_ENV.MEDPLUM_CLIENT_ID, clientSecret: 'x' };
  /** Each request's name and the one status its test expects. */
  const statuses = async (name: string) => {
    const collection = await postmanCollection(byName.get(name)!, credentials);
    return collection.item.map((item) => {
      const script = (item.event ?? []).flatMap((event) => event.script.exec).join('\n');
      const expected = [...script.matchAll(/pm\.response\.to\.have\.status\((\d{3})\)/g)].map((match) => match[1]);
      return { name: item.name, expected, script };
    });
  };

  it('expect exactly one status of each request', async () => {
    for (const name of ['index', 'Patient', 'User', 'Project', 'StructureDefinition', 'OperationOutcome']) {
      for (const request of await statuses(name)) {
        assert.equal(request.expected.length, 1, `${name}: ${request.name}`);
        assert.doesNotMatch(request.script, /status\.(?:oneOf|within)|to\.be\.(?:success|ok)/, request.name);
      }
    }
  });

  it("expect the server's refusal where a project admin may not write", async () => {
    // Protected types (core's protectedResourceTypes): 403 for all but $validate, which checks no access.
    for (const name of ['User', 'Login', 'JsonWebKey', 'DomainConfiguration']) {
      for (const request of await statuses(name)) {
        assert.deepEqual(request.expected, [request.name.startsWith('Validate') ? '200' : '403'], request.name);
      }
    }
    // A new Project or ProjectMembership matches none of the admin's rules; public types are read-only.
    for (const name of ['Project', 'ProjectMembership', 'PasswordChangeRequest', 'StructureDefinition']) {
      const create = (await statuses(name)).find((request) => request.name.startsWith('Create'));
      assert.deepEqual(create?.expected, ['403'], name);
    }
  });

  it('leave out a request only with a reason, naming the code for each difference from the server', () => {
    for (const api of documents) {
      for (const spec of api.operations) {
        const reason = leftOut(spec);
        if (reason === undefined) continue;
        assert.ok(reason.length > 20, `${api.name} ${spec.interaction}`);
        if (/where the server/.test(reason)) assert.match(reason, /packages\/medplum-sandbox\/src\/\S+\.ts|MockClient/);
      }
    }
    const patient = byName.get('Patient')!;
    assert.ok(patient.operations.every((spec) => leftOut(spec) === undefined || spec.interaction === 'export'));
  });
});

describe("the documents' examples, sent to the in-memory Medplum", () => {
  let server: Server;
  let base: string;
  let token: string;
  before(async () => {
    server = await startSandboxServer(0);
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const answer = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: SANDBOX_ENV.MEDPLUM_CLIENT_ID,
        client_secret: SANDBOX_ENV.MEDPLUM_CLIENT_SECRET,
      }),
    });
    assert.equal(answer.status, 200);
    token = ((await answer.json()) as { access_token: string }).access_token;
  });
  after(() => server.close());

  const send = (method: string, route: string, body?: unknown) =>
    fetch(`${base}${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/fhir+json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('answer 501 to every request left out as one the in-memory server does not answer', async () => {
    let checked = 0;
    for (const api of documents) {
      for (const spec of api.operations) {
        if (!/answers it with 501/.test(leftOut(spec) ?? '')) continue;
        const route = spec.path.replace('{id}', '00000000-0000-4000-8000-000000000000');
        const answer = await send(spec.method.toUpperCase(), route, spec.method === 'get' ? undefined : {});
        assert.equal(answer.status, 501, `${spec.method.toUpperCase()} ${route}`);
        checked++;
      }
    }
    assert.ok(checked > 0);
  });

  it('get the statuses the documents promise', async () => {
    for (const type of ['Patient', 'Observation', 'Practitioner']) {
      const paths = pathsOf(type);
      const create = paths[`/fhir/R4/${type}`].post;
      const created = await send(
        'POST',
        `/fhir/R4/${type}`,
        create.requestBody?.content['application/fhir+json'].example,
      );
      assert.ok(create.responses[String(created.status)], `${type} create: ${created.status}`);
      assert.equal(created.status, 201);
      const { id } = (await created.json()) as { id: string };
      const read = await send('GET', `/fhir/R4/${type}/${id}`);
      assert.equal(read.status, 200);
      const missing = await send('GET', `/fhir/R4/${type}/00000000-0000-4000-8000-000000000000`);
      assert.ok(paths[`/fhir/R4/${type}/{id}`].get.responses[String(missing.status)], `${type}: ${missing.status}`);
      const validate = paths[`/fhir/R4/${type}/$validate`].post;
      const validated = await send(
        'POST',
        `/fhir/R4/${type}/$validate`,
        validate.requestBody?.content['application/fhir+json'].example,
      );
      assert.equal(validated.status, 200);
    }
    const everything = await send('GET', '/fhir/R4/Patient/3c5a8d2e-0000-4000-8000-000000000001/$everything');
    assert.equal(everything.status, 200);
    const batch = pathsOf('index')['/fhir/R4'].post;
    const batched = await send('POST', '/fhir/R4', batch.requestBody?.content['application/fhir+json'].example);
    assert.ok(batch.responses[String(batched.status)], `batch: ${batched.status}`);
  });
});
