/**
 * Web-standard handlers of exact paths on the production server (the hook
 * /mcp uses, `webRoutes` of server/site-server.ts): every method reaches
 * them with its body, their answers stream and get the headers of every
 * response, and every other path still answers GET and HEAD only.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { makeFinishedBuild, request, serveBuild, type RunningSite } from './server-fixture';

describe('production server: Web handlers of exact paths', () => {
  let site: RunningSite;
  let cancelled = false;

  before(async () => {
    site = await serveBuild(await makeFinishedBuild(), {
      webRoutes: {
        '/echo': async (req) => {
          const body = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
          const url = new URL(req.url);
          return Response.json(
            { method: req.method, path: url.pathname, query: url.search, body, type: req.headers.get('content-type') },
            { headers: { 'X-Frame-Options': 'SAMEORIGIN', 'Set-Cookie': 'a=1' } },
          );
        },
        // Answers without reading the body, as /mcp does to a body over its limit.
        '/early': async () => new Response('too large', { status: 413 }),
        '/events': async () => {
          let timer: NodeJS.Timeout | undefined;
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('data: first\n\n'));
              timer = setInterval(() => controller.enqueue(new TextEncoder().encode('data: more\n\n')), 20);
            },
            cancel() {
              clearInterval(timer);
              cancelled = true;
            },
          });
          return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
        },
      },
    });
  });

  after(() => site.close());

  it('hands every method, with its body and query, to the handler', async () => {
    for (const method of ['POST', 'GET', 'DELETE', 'OPTIONS', 'PUT']) {
      const reply = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
        (resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port: site.port,
              path: '/echo?x=1',
              method,
              // Node's client sends no length of its own for a body of DELETE or OPTIONS.
              headers: { 'Content-Type': 'application/json', 'Content-Length': method === 'GET' ? 0 : 7 },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
            },
          );
          req.on('error', reject);
          req.end(method === 'GET' ? undefined : '{"a":1}');
        },
      );
      assert.equal(reply.status, 200, method);
      const echoed = JSON.parse(reply.text) as Record<string, string>;
      assert.equal(echoed.method, method);
      assert.equal(echoed.path, '/echo');
      assert.equal(echoed.query, '?x=1');
      assert.equal(echoed.body, method === 'GET' ? '' : '{"a":1}');
      assert.equal(reply.headers['content-type'], 'application/json');
      assert.equal(reply.headers['x-frame-options'], 'SAMEORIGIN', "the handler's own value wins");
      assert.equal(reply.headers['x-content-type-options'], 'nosniff', 'the headers of every response');
      assert.match(String(reply.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.deepEqual(reply.headers['set-cookie'], ['a=1']);
    }
    const head = await request(site.port, '/echo', {}, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
  });

  it('streams an answer as it is written, and cancels it when the client goes away', async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: site.port, path: '/events' }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve(chunk.toString());
          req.destroy();
        });
      });
      req.on('error', (err) => (err.message === 'socket hang up' ? undefined : reject(err)));
    });
    assert.equal(first, 'data: first\n\n');
    for (let i = 0; i < 50 && !cancelled; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(cancelled, true);
  });

  it('keeps GET and HEAD only on every other path, the handled path with a slash included', async () => {
    for (const path of ['/', '/echo/', '/echo/x', '/docs/api']) {
      const reply = await request(site.port, path, {}, 'POST');
      assert.equal(reply.status, 405, path);
      assert.equal(reply.headers.allow, 'GET, HEAD');
    }
    assert.deepEqual(site.errors, []);
  });

  it('closes the connection after an answer given before the body was read, so the next request is not lost', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const early = await fetchWith(site.port, agent, '/early', 'POST', 'x'.repeat(4 * 1024 * 1024));
      assert.equal(early.status, 413);
      assert.equal(early.headers.connection, 'close');
      const next = await fetchWith(site.port, agent, '/echo', 'POST', '{"a":1}');
      assert.equal(next.status, 200);
      assert.match(next.text, /"body":"\{\\"a\\":1\}"/);
    } finally {
      agent.destroy();
    }
  });
});

/** A request through `agent` (keep-alive), its answer read whole; a reset connection rejects. */
function fetchWith(
  port: number,
  agent: http.Agent,
  path: string,
  method: string,
  body: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, agent, headers: { 'Content-Type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
