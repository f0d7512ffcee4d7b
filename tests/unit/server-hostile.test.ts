import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isLocalLocation, readTarget } from '../../server/target';
import { CASES, get, sendRaw } from './hostile-requests';
import { serveFinishedBuild, type RunningSite } from './server-fixture';

describe('production server under hostile requests', () => {
  let site: RunningSite;

  before(async () => {
    site = await serveFinishedBuild();
  });

  after(() => site.close());

  for (const hostile of CASES) {
    it(`${hostile.name}: answers ${hostile.status}`, async () => {
      const reply = await sendRaw(site.port, hostile.bytes);
      assert.equal(reply.status, hostile.status, reply.text.slice(0, 200));
      if (hostile.location !== undefined) {
        assert.equal(reply.headers.get('location'), hostile.location);
      }
      if (hostile.contentType !== undefined) {
        assert.equal(reply.headers.get('content-type'), hostile.contentType);
      }
      const location = reply.headers.get('location');
      assert.ok(location === undefined || isLocalLocation(location), `Location ${location} leaves the site`);
      assert.doesNotMatch(reply.text, /SECRET=|\[core\]|root:x:0/, 'no file outside the site is sent');
      assert.equal(reply.headers.get('x-content-type-options'), 'nosniff');
      assert.match(reply.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    });
  }

  it('still serves the home page afterwards, and logged no handler error', async () => {
    const reply = await sendRaw(site.port, get('/'));
    assert.equal(reply.status, 200);
    assert.match(reply.text, /<title>Home<\/title>/);
    assert.deepEqual(site.errors, []);
  });

  it('survives every hostile request sent at once on parallel connections', async () => {
    const replies = await Promise.all(CASES.map((hostile) => sendRaw(site.port, hostile.bytes)));
    assert.deepEqual(
      replies.map((reply) => reply.status),
      CASES.map((hostile) => hostile.status),
    );
    assert.equal((await sendRaw(site.port, get('/'))).status, 200);
  });
});

describe('request-target reading, fuzzed', () => {
  it('never throws and never redirects off the site, for 20,000 generated targets', () => {
    const alphabet = [
      '/',
      '/',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '\\',
      '%',
      '%zz',
      '%00',
      'a',
      'evil.example',
      '?',
      '#',
      'index.html',
      '.html',
    ];
    let seed = 15;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 20_000; i++) {
      const length = 1 + Math.floor(random() * 8);
      const raw = '/' + Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const target = readTarget(raw);
      if (target.kind === 'redirect') {
        assert.ok(isLocalLocation(target.location), `${raw} redirects to ${target.location}`);
        const again = readTarget(target.location);
        assert.notEqual(again.kind, 'redirect', `${raw} redirects twice (${target.location})`);
      }
      if (target.kind === 'refuse') {
        assert.ok(target.status === 400 || target.status === 414, raw);
      }
    }
  });
});
