import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { globRegExp, orphanTests, repositoryOrphans, scriptPatterns } from '../find';

describe('every test file runs', () => {
  it('reads shell and Playwright patterns as their runners do', () => {
    assert.ok(globRegExp('plugins/*/tests/*.test.ts').test('plugins/search/tests/pager.test.ts'));
    assert.ok(!globRegExp('plugins/*/tests/*.test.ts').test('plugins/search/tests/build/x.test.ts'));
    assert.ok(globRegExp('tests/e2e/**/*.spec.ts').test('tests/e2e/blog.spec.ts'));
    assert.ok(globRegExp('tests/e2e/**/*.spec.ts').test('tests/e2e/deep/er/blog.spec.ts'));
    assert.ok(!globRegExp('tests/e2e/*.spec.ts').test('tests/e2eXblog.spec.ts'));
  });

  it('takes the test files of the Node.js test scripts only', () => {
    const patterns = scriptPatterns({
      scripts: { 'test:unit': 'tsx --test a/*.test.ts b/*.test.ts', build: 'docusaurus build x.test.ts' },
    });
    assert.deepEqual(patterns, ['a/*.test.ts', 'b/*.test.ts']);
  });

  it('names a test file that no pattern matches, and no other file', () => {
    const files = ['a/one.test.ts', 'a/deeper/two.test.ts', 'e2e/three.spec.ts', 'a/helper.ts', 'a/fixture.json'];
    assert.deepEqual(orphanTests(files, ['a/*.test.ts', 'e2e/**/*.spec.ts']), ['a/deeper/two.test.ts']);
  });

  it('finds no test file in this repository that no runner picks up', async () => {
    assert.deepEqual(await repositoryOrphans(path.resolve(__dirname, '..', '..', '..')), []);
  });
});
