import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { namedAssets, overBudget, pageWeight, weightsByPageType } from '../measure';
import { weightPageType } from '../page-types';

describe('page weight', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const write = (relative: string, bytes: number) => {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), 'x'.repeat(bytes));
  };
  const page = (relative: string, scripts: string[]) => {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(
      path.join(dir, relative),
      '<html><head><link rel="stylesheet" href="/assets/css/styles.css"></head><body>' +
        `<script type="application/json" id="page-scripts">${JSON.stringify({ entries: scripts.slice(0, 1), chunks: scripts.slice(1) })}</script>` +
        '</body></html>',
    );
  };
  write('assets/js/main.js', 5000);
  write('assets/js/main.js.br', 1200);
  write('assets/js/page.js', 600); // under 1 KB: no .br, sent as it is
  write('assets/js/reference.js', 9000);
  write('assets/js/reference.js.br', 3000);
  write('assets/css/styles.css', 4000);
  write('assets/css/styles.css.br', 800);
  page('docs/guide.html', ['/assets/js/main.js', '/assets/js/page.js']);
  page('docs/api/fhir/resources/patient.html', ['/assets/js/main.js', '/assets/js/reference.js']);
  page('docs/api/fhir/resources/account.html', ['/assets/js/main.js']);

  it('finds each script and stylesheet a page names once: its script list, script tags and script preloads', () => {
    const html =
      '<link rel="preload" href="/a.js" as="script"><link rel="preload" href="/b.js" as="script">' +
      '<link rel="stylesheet" href="/s.css"><script src="/a.js"></script><script>inline()</script>' +
      '<script type="application/json" id="page-scripts">{"entries":["/c.js","/a.js"],"chunks":["/d.js"]}</script>' +
      '<script src="https://www.googletagmanager.com/gtag/js"></script>';
    assert.deepEqual(namedAssets(html), { scripts: ['/c.js', '/a.js', '/d.js', '/b.js'], stylesheets: ['/s.css'] });
  });

  it('counts the brotli copy of each file, or the file when it has none', () => {
    const weight = pageWeight(dir, '/docs/guide', path.join(dir, 'docs/guide.html'));
    assert.equal(weight.js, 1200 + 600);
    assert.equal(weight.css, 800);
  });

  it('reports the heaviest page of each type', () => {
    const weights = weightsByPageType(dir);
    assert.equal(weights['fhir-resource'].pages, 2);
    assert.deepEqual(weights['fhir-resource'].js, { bytes: 4200, route: '/docs/api/fhir/resources/patient' });
    assert.equal(weights.guide.js.bytes, 1800);
  });

  it('names the page type, the budget and the new size when a page outgrows its budget', () => {
    const weights = weightsByPageType(dir);
    const fits = { html: 10_000, js: 4200, css: 800 };
    assert.deepEqual(overBudget(weights, { 'fhir-resource': fits, guide: fits }), []);
    const problems = overBudget(weights, { 'fhir-resource': { ...fits, js: 4000 }, guide: fits });
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      /^fhir-resource: .*\/docs\/api\/fhir\/resources\/patient is 4200 bytes .*budget of 4000 by 200/,
    );
  });

  it('fails a page type without a budget and a budget without pages', () => {
    const weights = weightsByPageType(dir);
    const fits = { html: 10_000, js: 10_000, css: 10_000 };
    assert.deepEqual(overBudget(weights, { guide: fits, 'fhir-resource': fits, home: fits }), [
      'home: the build has no page of this type',
    ]);
    assert.deepEqual(overBudget(weights, { guide: fits }), [
      'fhir-resource: no budget in checks/page-weight/budgets.json',
    ]);
  });

  it('puts each route in one page type', () => {
    assert.equal(weightPageType('/')?.id, 'home');
    assert.equal(weightPageType('/docs/auth/oauth-auth-code')?.id, 'guide');
    assert.equal(weightPageType('/docs')?.id, 'guide');
    assert.equal(weightPageType('/docs/api/fhir/resources/patient')?.id, 'fhir-resource');
    assert.equal(weightPageType('/docs/api/fhir/datatypes/humanname'), undefined);
    assert.equal(weightPageType('/docs/sdk/classes/MedplumClient')?.id, 'sdk-class');
    assert.equal(weightPageType('/docs/tags/auth'), undefined);
    assert.equal(weightPageType('/blog')?.id, 'blog-list');
    assert.equal(weightPageType('/blog/page/2')?.id, 'blog-list');
    assert.equal(weightPageType('/blog/fhir-r5')?.id, 'blog-post');
    assert.equal(weightPageType('/blog/archive'), undefined);
    assert.equal(weightPageType('/products/bots')?.id, 'product');
    assert.equal(weightPageType('/solutions/lab')?.id, 'solution');
    assert.equal(weightPageType('/search')?.id, 'search');
  });
});
