import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixtureHandler, INITIALIZE, post, SITE_URL } from './fixture';

async function rpcError(response: Response): Promise<{ code: number; message: string; id: unknown }> {
  const body = (await response.json()) as { jsonrpc: string; error: { code: number; message: string }; id: unknown };
  assert.equal(body.jsonrpc, '2.0');
  return { ...body.error, id: body.id };
}

describe('the MCP handler over HTTP', () => {
  const handler = fixtureHandler();

  it('answers initialize with JSON, without a session', async () => {
    const response = await handler(post(INITIALIZE));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(response.headers.get('mcp-session-id'), null);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const body = (await response.json()) as { id: number; result: { serverInfo: { name: string } } };
    assert.equal(body.id, 1);
    assert.equal(body.result.serverInfo.name, 'medplum-docs');
  });

  it('refuses every method but POST with 405 and Allow', async () => {
    for (const method of ['GET', 'DELETE', 'PUT', 'OPTIONS', 'HEAD']) {
      const response = await handler(new Request(`${SITE_URL}/mcp`, { method }));
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'POST');
    }
  });

  it('refuses a browser page of another origin (DNS rebinding), accepts the site and loopback', async () => {
    const refused = await handler(post(INITIALIZE, { Origin: 'https://evil.example' }));
    assert.equal(refused.status, 403);
    assert.match((await rpcError(refused)).message, /origin https:\/\/evil\.example/);
    assert.equal((await handler(post(INITIALIZE, { Origin: SITE_URL }))).status, 200);
    assert.equal((await handler(post(INITIALIZE, { Origin: 'http://127.0.0.1:3000' }))).status, 200);
    assert.equal((await handler(post(INITIALIZE, { Origin: 'http://127.0.0.1.evil.example:3000' }))).status, 403);
  });

  it('answers malformed JSON with a JSON-RPC parse error, and JSON that is not JSON-RPC with Invalid Request', async () => {
    const parse = await handler(post('{"jsonrpc":'));
    assert.equal(parse.status, 400);
    assert.equal((await rpcError(parse)).code, -32700);
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
    const bodies = ['[]', '42', '"x"', 'null', '{}', '{"jsonrpc":"2.0"}', '{"jsonrpc":"1.0","id":1,"method":"x"}'];
    bodies.push(
      '{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}',
      '{"jsonrpc":"2.0","id":1,"method":"ping","params":5}',
    );
    bodies.push(JSON.stringify(Array.from({ length: 9 }, (_, i) => ({ ...ping, id: i }))));
    for (const body of bodies) {
      const response = await handler(post(body));
      assert.equal(response.status, 400, body);
      assert.equal((await rpcError(response)).code, -32600, body);
    }
    const batch = await handler(post(JSON.stringify([ping, { ...ping, id: 2 }])));
    assert.equal(batch.status, 200);
  });

  it('answers an unknown method with method-not-found, keeping the id', async () => {
    const response = await handler(post(JSON.stringify({ jsonrpc: '2.0', id: 'a', method: 'nope/nothing' })));
    const body = (await response.json()) as { id: string; error: { code: number } };
    assert.equal(body.id, 'a');
    assert.equal(body.error.code, -32601);
  });

  it('refuses a body that is not JSON by type, and one over the size limit', async () => {
    assert.equal((await handler(post(INITIALIZE, { 'Content-Type': 'text/plain' }))).status, 415);
    const small = fixtureHandler({ maxBodyBytes: 100 });
    const large = await small(
      post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(200) } })),
    );
    assert.equal(large.status, 413);
    assert.equal((await rpcError(large)).code, -32000);
  });

  it('answers 503 with Retry-After when too many requests run at once', async () => {
    const one = fixtureHandler({ maxConcurrent: 1 });
    const call = JSON.stringify({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: 'patient' } },
    });
    const [first, second] = await Promise.all([one(post(call)), one(post(call))]);
    assert.equal(first.status, 200);
    assert.equal(second.status, 503);
    assert.equal(second.headers.get('retry-after'), '1');
  });

  it('answers an error in place of an answer larger than the limit', async () => {
    const tight = fixtureHandler({ maxResponseBytes: 200 });
    const response = await tight(post(INITIALIZE));
    assert.equal(response.status, 500);
    const error = await rpcError(response);
    assert.match(error.message, /larger than 200 bytes/);
    assert.equal(error.id, 1);
  });

  it('answers a time-out error when a request passes the time limit', async () => {
    const slow = fixtureHandler({ requestMs: 1 });
    const call = JSON.stringify({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'validate_resource', arguments: { resource: { resourceType: 'Observation' } } },
    });
    const response = await slow(post(call));
    assert.equal(response.status, 503);
    assert.match((await rpcError(response)).message, /took longer than/);
  });
});
