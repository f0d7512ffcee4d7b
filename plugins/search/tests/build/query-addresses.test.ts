/** Every address a query set expects exists in the production build: the route, and the anchor on its page. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { builtPages } from '../../../../packages/common/src/build-files';
import { loadQuerySets } from '../../../../packages/search/bench';

const BUILD = path.resolve(process.env.SEARCH_TEST_BUILD ?? 'build');

describe('search query sets against the build', () => {
  it('every expected path is a route of the build, and every expected anchor an id on its page', () => {
    const files = new Map(builtPages(BUILD).map((page) => [page.route, page.file]));
    assert.ok(files.size > 0, `no built pages in ${BUILD}`);
    const missing: string[] = [];
    for (const entry of new Set(loadQuerySets().flatMap((query) => query.expect))) {
      const [route, anchor] = entry.split('#');
      const file = files.get(route);
      if (!file) missing.push(`${entry}: no such route`);
      else if (anchor !== undefined && !readFileSync(file, 'utf8').includes(`id="${anchor}"`)) {
        missing.push(`${entry}: no element with id "${anchor}"`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
