/**
 * On the build (build/, or REGISTRY_TEST_BUILD): main.js holds the route
 * registry without its module paths, and pages still name their own chunks,
 * which the server build finds through those paths.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { namedAssets } from '../../../../checks/page-weight/measure';
import { ENTRY_SCRIPT } from '../../../route-preload';

const BUILD = path.resolve(process.env.REGISTRY_TEST_BUILD ?? 'build');
const JS = path.join(BUILD, 'assets', 'js');

describe('the route registry in main.js', () => {
  it('has no module paths', () => {
    const main = readdirSync(JS).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    assert.ok(main, 'main.js is built');
    const text = readFileSync(path.join(JS, main), 'utf8');
    assert.match(text, /webpack|__esModule/, 'it is the bundle');
    const paths = text.match(/["'`]@site\/(docs|blog|src)\/[^"'`]+["'`]/g) ?? [];
    assert.deepEqual(paths.slice(0, 5), [], `${paths.length} module paths left`);
  });

  it('still lets a page name its own chunks', () => {
    const html = readFileSync(path.join(BUILD, 'docs/auth/oauth-auth-code.html'), 'utf8');
    const chunks = namedAssets(html).scripts.filter((src) => !ENTRY_SCRIPT.test(src));
    assert.ok(chunks.length >= 3, `the guide names ${chunks.length} chunks besides the entry scripts`);
  });
});
