import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutModulePaths } from '../registry-paths';

const entry = (name: string, file: string) =>
  `  '${name}': [() => import(/* webpackChunkName: '${name}' */ '${file}'), '${file}', require.resolveWeak('${file}')],`;

describe('the registry without module paths', () => {
  it('empties the path of every entry and keeps the loader and the webpack id', () => {
    const source = [
      'export default {',
      entry('00359dcd', '@site/docs/bots/x.md'),
      entry('17896441', '@theme/DocItem'),
      '};',
    ].join('\n');
    const { source: lean, entries } = withoutModulePaths(source);
    assert.equal(entries, 2);
    assert.ok(
      lean.includes(
        `import(/* webpackChunkName: '00359dcd' */ '@site/docs/bots/x.md'), '', require.resolveWeak('@site/docs/bots/x.md')]`,
      ),
    );
    assert.ok(lean.includes(`'@theme/DocItem'), '', require.resolveWeak('@theme/DocItem')]`));
    assert.equal(
      lean.split("'@site/docs/bots/x.md'").length - 1,
      2,
      'the path stays in the import and the weak id only',
    );
  });

  it('leaves an entry alone when the two paths differ', () => {
    const odd = `  'a': [() => import('@site/a.md'), '@site/b.md', require.resolveWeak('@site/a.md')],`;
    const source = ['export default {', entry('b', '@site/c.md'), odd, '};'].join('\n');
    const { source: lean, entries } = withoutModulePaths(source);
    assert.equal(entries, 1);
    assert.ok(lean.includes(odd));
  });

  it('fails when the format changed and no path is found', () => {
    assert.throws(
      () => withoutModulePaths(`export default { 'a': [() => import('x'), require.resolveWeak("x"), "x"] };`),
      /format of \.docusaurus\/registry\.js changed/,
    );
    assert.deepEqual(withoutModulePaths('export default {};'), { source: 'export default {};', entries: 0 });
  });
});
