import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { namedPaths, proseOf, stalePaths } from '../find';

describe('paths named in READMEs and comments', () => {
  it('reads the comments of code, not its strings or statements', () => {
    const code = [
      "import x from './server/y'; // see server/app.ts",
      "const url = 'http://a/b'; /* plugins/search/index.ts",
      ' * and runtime/index.ts */',
      "const p = 'plugins/not-prose.ts';",
    ].join('\n');
    const prose = proseOf('a.ts', code);
    assert.equal(prose.split('\n').length, 4);
    assert.deepEqual(
      namedPaths(prose, ['server', 'plugins', 'runtime']).map((named) => [named.line, named.path]),
      [
        [1, 'server/app.ts'],
        [2, 'plugins/search/index.ts'],
        [3, 'runtime/index.ts'],
      ],
    );
  });

  it('takes a path in Markdown prose, without its trailing punctuation, and leaves other words', () => {
    const named = namedPaths('See `runtime/README.md`, and (plugins/search/). A runtime is not a path.', [
      'runtime',
      'plugins',
    ]);
    assert.deepEqual(
      named.map((n) => n.path),
      ['runtime/README.md', 'plugins/search/'],
    );
  });

  it('finds no path in this repository that does not exist', () => {
    const stale = stalePaths(path.resolve(__dirname, '..', '..', '..'));
    assert.deepEqual(
      stale.map(({ file, line, path: named }) => `${file}:${line}: ${named}`),
      [],
    );
  });
});
