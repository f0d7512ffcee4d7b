/**
 * How the project's server and a static host send the twins: Markdown as
 * text/markdown, the llms files as text/plain, both compressed and
 * revalidated, and a twin that does not exist as the site's 404 page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathHeaders } from '../../../server/rule-lookup';
import { HOSTING_RULES } from '../../../server/hosting-rules';
import { request, serveFinishedBuild, type RunningSite } from '../../../tests/unit/server-fixture';

describe('serving twins', () => {
  let site: RunningSite;
  before(async () => {
    site = await serveFinishedBuild();
  });
  after(() => site.close());

  it('sends a twin as text/markdown; charset=utf-8, revalidated, brotli when asked', async () => {
    const reply = await request(site.port, '/docs/api.md', { 'Accept-Encoding': 'br' });
    assert.equal(reply.status, 200);
    assert.equal(reply.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.equal(reply.headers['cache-control'], 'no-cache');
    assert.equal(reply.headers['content-encoding'], 'br');
    assert.ok(existsSync(path.join(site.dir, 'docs/api.md.gz')), 'finishing the build compresses twins');
  });

  it('sends llms.txt as text/plain; charset=utf-8', async () => {
    const reply = await request(site.port, '/llms.txt');
    assert.equal(reply.status, 200);
    assert.equal(reply.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(reply.headers['cache-control'], 'no-cache');
  });

  it('answers a twin that does not exist with the 404 page, as HTML', async () => {
    const reply = await request(site.port, '/docs/nonexistent.md');
    assert.equal(reply.status, 404);
    assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(reply.body.toString(), /<title>Page Not Found<\/title>/);
  });

  it('the rules name the types for a static host, which guesses them otherwise', () => {
    const headersOf = pathHeaders(HOSTING_RULES.byPath);
    assert.equal(headersOf('/docs/auth/client-credentials.md')['Content-Type'], 'text/markdown; charset=utf-8');
    assert.equal(headersOf('/llms-full.txt')['Content-Type'], 'text/plain; charset=utf-8');
    assert.deepEqual(headersOf('/llms/getting-started.txt'), {
      'Cache-Control': 'no-cache',
      'Content-Type': 'text/plain; charset=utf-8',
    });
    assert.equal(headersOf('/docs/auth/client-credentials')['Content-Type'], undefined);
  });
});
