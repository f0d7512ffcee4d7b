import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMPONENT_MODULE } from '../remark-static-runs';
import { stripBlockChildren } from '../strip-block-children';

/** A page module as Babel leaves it for webpack: MDX's classic `mdx` pragma, ES imports kept. */
const page = (body: string, importLine = `import StaticMarkupRun from "${COMPONENT_MODULE}";`) => `
import { mdx } from "@mdx-js/react";
${importLine}
import CodeBlock from "@theme/CodeBlock";
export default function MDXContent({ components, ...props }) {
  return mdx("wrapper", Object.assign({}, props, { components, mdxType: "MDXLayout" }), ${body});
}
MDXContent.isMDXComponent = true;
`;

const run = (id: string, children: string) =>
  `mdx(StaticMarkupRun, { id: "${id}", className: "static-run", mdxType: "StaticMarkupRun" }, ${children})`;
const prose = `mdx("h2", { id: "setup" }, "Set up"), mdx("p", null, "Create a ", mdx("a", { href: "/docs/auth" }, "client"), ".")`;

describe('stripBlockChildren', () => {
  it('leaves each run with its id and class and drops its children', () => {
    const source = page(
      `${run('a1-2', prose)}, mdx("pre", null, mdx("code", null, "npm i")), ${run('b3-4', 'mdx("p", null, "Done.")')}`,
    );
    const { source: out, blocks } = stripBlockChildren(source);
    assert.equal(blocks, 2);
    assert.match(out, /mdx\(StaticMarkupRun, \{ id: "a1-2", className: "static-run", mdxType: "StaticMarkupRun" \}\)/);
    assert.match(out, /mdx\(StaticMarkupRun, \{ id: "b3-4", className: "static-run", mdxType: "StaticMarkupRun" \}\)/);
    assert.doesNotMatch(out, /Set up|Create a|Done\./);
    // What is not in a run stays.
    assert.match(out, /mdx\("pre", null, mdx\("code", null, "npm i"\)\)/);
  });

  it('finds the component under whatever name the module imports it', () => {
    const source = page(
      run('c5-6', prose).replace('StaticMarkupRun,', 'Run,'),
      `import Run from "${COMPONENT_MODULE}";`,
    );
    const { source: out, blocks } = stripBlockChildren(source);
    assert.equal(blocks, 1);
    assert.doesNotMatch(out, /Set up/);
  });

  it('leaves a module that does not import the run component as it is', () => {
    const source = page(`mdx(StaticMarkupRun, { id: "x" }, mdx("p", null, "Kept."))`, 'const StaticMarkupRun = "div";');
    assert.deepEqual(stripBlockChildren(source), { source, blocks: 0 });
    const other = 'export default function Page() { return null; }';
    assert.deepEqual(stripBlockChildren(other), { source: other, blocks: 0 });
  });

  it('leaves a run with no children, and other calls with the component, alone', () => {
    const source = page(`mdx(StaticMarkupRun, { id: "d7-8" }), [StaticMarkupRun].map(String)`);
    const { source: out, blocks } = stripBlockChildren(source);
    assert.equal(blocks, 0);
    assert.equal(out, source);
  });

  it('gives a module that still parses', async () => {
    const { source: out } = stripBlockChildren(page(`${run('e9-a', prose)}, ${run('f0-b', prose)}`));
    const acorn = await import('acorn');
    assert.doesNotThrow(() => acorn.parse(out, { ecmaVersion: 'latest', sourceType: 'module' }));
  });
});
