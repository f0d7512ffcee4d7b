/**
 * The runner worker is served with a policy of its own (packages/medplum-sandbox/workers/runner.ts says
 * why), by the project's server and by a static host alike; no other file
 * gets it, and the policy allows no eval and no network.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FRAME_POLICY, HOSTING_RULES, RUNNER_POLICY } from '../../../server/hosting-rules';
import { pathHeaders } from '../../../server/rule-lookup';
import { headersFileText } from '../../../server/static-host-files';

describe("the runner's policy", () => {
  const headers = pathHeaders(HOSTING_RULES.byPath);

  it('is sent with the runner only', () => {
    assert.equal(headers('/runnable-samples/runner.0123456789.js')['Content-Security-Policy'], RUNNER_POLICY);
    for (const other of [
      '/runnable-samples/checker.0123456789.js',
      '/docs/search/basic-search',
      '/assets/js/main.js',
    ]) {
      assert.equal(headers(other)['Content-Security-Policy'], undefined, other);
    }
  });

  it('allows scripts from the site and blob: scripts, and nothing else: no eval, no connections', () => {
    const directives = new Map(
      RUNNER_POLICY.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    assert.deepEqual(directives.get('default-src'), ["'none'"]);
    assert.deepEqual(directives.get('script-src'), ["'self'", 'blob:']);
    assert.ok(!RUNNER_POLICY.includes('unsafe-eval'));
    assert.ok(!directives.has('connect-src'));
  });

  it("replaces the site's policy in the static host's headers file", () => {
    const text = headersFileText(HOSTING_RULES, { 'content-security-policy': "default-src 'self'" });
    const block = text.split(/\n(?=\/)/).find((part) => part.startsWith('/runnable-samples/runner.*'));
    assert.ok(block, text);
    assert.match(
      block,
      /! Content-Security-Policy\n\s+Content-Security-Policy: default-src 'none'; script-src 'self' blob:/,
    );
  });
});

describe("the React samples' frame", () => {
  const headers = pathHeaders(HOSTING_RULES.byPath);
  const directives = new Map(
    FRAME_POLICY.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

  it('is served with a policy of its own, and may be framed by the site only', () => {
    const frame = headers('/runnable-samples/frame');
    assert.equal(frame['Content-Security-Policy'], FRAME_POLICY);
    assert.equal(frame['X-Frame-Options'], 'SAMEORIGIN');
    // Its script is a file like the others: the page's policy is not its.
    assert.equal(headers('/runnable-samples/frame.0123456789.js')['Content-Security-Policy'], undefined);
    assert.deepEqual(directives.get('frame-ancestors'), ["'self'"]);
    // Pages are framed by no one.
    assert.equal(headers('/docs/ui-components')['X-Frame-Options'], undefined);
    assert.equal(HOSTING_RULES.everyResponse['X-Frame-Options'], 'DENY');
  });

  it('allows scripts from the site and blob: scripts, inline styles, and no eval and no connections', () => {
    assert.deepEqual(directives.get('default-src'), ["'none'"]);
    assert.deepEqual(directives.get('script-src'), ["'self'", 'blob:']);
    assert.deepEqual(directives.get('style-src'), ["'unsafe-inline'"]);
    assert.ok(!FRAME_POLICY.includes('unsafe-eval'));
    assert.ok(!directives.has('connect-src'));
  });
});
