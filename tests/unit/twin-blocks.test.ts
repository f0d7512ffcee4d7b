import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTING_RULES } from '../../server/hosting-rules';
import { headersFileText } from '../../server/static-host-files';
import { hostTwinHeaders, twinBlocks, type ServedPath } from '../../server/twin-blocks';
import { hostHeaders, parseHeadersFile } from './headers-file';

const RULE = HOSTING_RULES.twins;
const page = (urlPath: string, hasTwin: boolean): ServedPath => ({ urlPath, page: true, hasTwin });
const file = (urlPath: string): ServedPath => ({ urlPath, page: false, hasTwin: false });

/** A site shaped like the build: docs and posts with twins, their index, tag and list pages without. */
function site(): ServedPath[] {
  const paths = [page('/', false), page('/about', false), page('/docs', true), file('/docs.md'), page('/blog', false)];
  for (let i = 0; i < 60; i++) paths.push(page(`/docs/guide-${i}`, true), file(`/docs/guide-${i}.md`));
  for (let i = 0; i < 60; i++) paths.push(page(`/docs/api/fhir/resources/r${i}`, true));
  paths.push(page('/docs/auth', false), page('/docs/api/oauth', false), page('/docs/tags', false));
  for (let i = 0; i < 20; i++) paths.push(page(`/docs/tags/t${i}`, false), page(`/blog/tags/t${i}`, false));
  for (let i = 0; i < 30; i++) paths.push(page(`/blog/post-${i}`, true), file(`/blog/post-${i}.md`));
  paths.push(page('/blog/archive', false), page('/blog/page/2', false), file('/blog/rss.xml'), file('/blog/feed.json'));
  paths.push(file('/img/logo.svg'), file('/assets/js/main.js'), file('/llms.txt'), file('/docs/api/fhir/raw'));
  return paths;
}

describe('twin blocks for a static host', () => {
  const paths = site();
  const blocks = twinBlocks(paths, RULE);

  it('covers some 200 pages with a handful of folder, page and file-type blocks', () => {
    assert.deepEqual(blocks, [
      { path: '/docs', on: true },
      { path: '/docs/*', on: true },
      { path: '/docs/auth', on: false },
      { path: '/docs/tags', on: false },
      { path: '/docs/api/oauth', on: false },
      { path: '/docs/tags/*', on: false },
      { path: '/blog/*', on: true },
      { path: '/blog/archive', on: false },
      { path: '/blog/tags/*', on: false },
      { path: '/blog/page/2', on: false },
      { path: '/docs/*.md', on: false },
      { path: '/blog/*.md', on: false },
      { path: '/blog/*.xml', on: false },
      { path: '/blog/*.json', on: false },
      { path: '/docs/api/fhir/raw', on: false },
    ]);
  });

  it('gives each page with a twin its Link, and nothing else any', () => {
    for (const { urlPath, page: isPage, hasTwin } of paths) {
      const expected = isPage && hasTwin ? { Link: `<${urlPath}.md>; rel="alternate"; type="text/markdown"` } : {};
      assert.deepEqual(hostTwinHeaders(blocks, RULE, urlPath), expected, urlPath);
    }
  });

  it('says the same once written to _headers and applied as the host applies it', () => {
    const parsed = parseHeadersFile(headersFileText(HOSTING_RULES, { 'content-security-policy': 'x' }, blocks));
    for (const { urlPath, page: isPage, hasTwin } of paths) {
      const link = hostHeaders(parsed, urlPath).get('link');
      assert.equal(link, isPage && hasTwin ? `<${urlPath}.md>; rel="alternate"; type="text/markdown"` : undefined);
    }
  });

  it('needs no block when no page has a twin, and one when only the home page has one', () => {
    assert.deepEqual(twinBlocks([page('/', false), page('/docs/a', false), file('/a.md')], RULE), []);
    assert.deepEqual(twinBlocks([page('/', true), file('/index.md'), page('/a', false)], RULE), [
      { path: '/', on: true },
    ]);
  });

  it('refuses a site the blocks cannot describe: a page whose path ends like the files beside it', () => {
    const odd = [page('/docs/a', true), page('/docs/b', true), page('/docs/v1.md', true), file('/docs/a.md')];
    assert.throws(() => twinBlocks(odd, RULE), /would give 1 paths the wrong Link \(\/docs\/v1\.md\)/);
  });
});
