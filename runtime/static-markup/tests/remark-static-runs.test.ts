import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import remarkStaticRuns, {
  COMPONENT,
  MIN_ELEMENTS,
  claimFixedBlocks,
  jsxDepthChange,
  staticRuns,
} from '../remark-static-runs';

type Node = {
  type: string;
  value?: string;
  children?: Node[];
  position?: { start: { offset: number }; end: { offset: number } };
};

const text = (value: string): Node => ({ type: 'text', value });
/** A paragraph of `links` links: 1 + links elements. */
const paragraph = (links = 0): Node => ({
  type: 'paragraph',
  children: [text('See '), ...Array.from({ length: links }, () => ({ type: 'link', children: [text('x')] }))],
});
const list = (items: number): Node => ({
  type: 'list',
  children: Array.from({ length: items }, () => ({ type: 'listItem', children: [paragraph()] })),
});
const heading: Node = { type: 'heading', children: [text('Step')] };
const code: Node = { type: 'code', value: 'npm install' };
const jsx = (value: string): Node => ({ type: 'jsx', value });

describe('static runs', () => {
  it('groups consecutive prose blocks, headings included, between code blocks', () => {
    const children = [heading, paragraph(2), list(3), code, paragraph(5), heading, paragraph(6), code];
    assert.deepEqual(staticRuns(children), [
      [0, 2],
      [4, 6],
    ]);
  });

  it(`leaves runs of fewer than ${MIN_ELEMENTS} elements alone: a lone plain paragraph`, () => {
    assert.equal(MIN_ELEMENTS, 2);
    assert.deepEqual(staticRuns([code, paragraph(0), code, paragraph(1), code]), [[3, 3]]);
  });

  it('leaves out blocks holding code, components, images or raw HTML anywhere inside', () => {
    const withImage: Node = { type: 'paragraph', children: [text('a'), { type: 'image' }] };
    const withJsx: Node = { type: 'list', children: [{ type: 'listItem', children: [jsx('<Badge />')] }] };
    const withCode: Node = { type: 'list', children: [{ type: 'listItem', children: [paragraph(6), code] }] };
    assert.deepEqual(staticRuns([withImage, withJsx, withCode]), []);
    assert.deepEqual(staticRuns([paragraph(6), withCode, paragraph(6)]), [
      [0, 0],
      [2, 2],
    ]);
  });

  it("wraps nothing between a component's opening and closing tags", () => {
    const children = [
      jsx('<Tabs>'),
      jsx('<TabItem value="a">'),
      paragraph(8),
      jsx('</TabItem>'),
      jsx('</Tabs>'),
      paragraph(8),
    ];
    assert.deepEqual(staticRuns(children), [[5, 5]]);
  });

  it('reads how a JSX block opens or closes a component', () => {
    assert.equal(jsxDepthChange('<Tabs groupId="lang">'), 1);
    assert.equal(jsxDepthChange('</Tabs>'), -1);
    assert.equal(jsxDepthChange('<Badge kind="new" />'), 0);
    assert.equal(jsxDepthChange('<details><summary>More</summary>text</details>'), 0);
    assert.equal(jsxDepthChange('<StaticHtml id="patient:elements">'), 1);
  });
});

describe('the remark plugin', () => {
  it('wraps each run in the component, keyed by file and source, and imports the component once', () => {
    const source = 'aaaa\n\nbbbb\n\ncccc';
    const at = (start: number, end: number) => ({ start: { offset: start }, end: { offset: end } });
    const tree: Node = {
      type: 'root',
      children: [
        { ...paragraph(6), position: at(0, 4) },
        { ...code, position: at(6, 10) },
        { ...paragraph(6), position: at(12, 16) },
      ],
    };
    remarkStaticRuns()(tree, { path: `${process.cwd()}/docs/intro.md`, contents: source });
    const types = tree.children!.map((node) => (node.type === 'jsx' ? node.value!.split(' ')[0] : node.type));
    assert.deepEqual(types, [
      'import',
      `<${COMPONENT}`,
      'paragraph',
      `</${COMPONENT}>`,
      'code',
      `<${COMPONENT}`,
      'paragraph',
      `</${COMPONENT}>`,
    ]);
    assert.match(
      tree.children![0]!.value!,
      new RegExp(`^import ${COMPONENT} from '@site/runtime/static-markup/client/StaticHtml';$`),
    );
    const ids = tree
      .children!.filter((node) => node.value?.startsWith(`<${COMPONENT}`))
      .map((node) => /id="([^"]+)"/.exec(node.value!)![1]);
    assert.equal(new Set(ids).size, 2, 'runs with different source have different ids');

    const again: Node = { type: 'root', children: [{ ...paragraph(6), position: at(0, 4) }] };
    remarkStaticRuns()(again, { path: `${process.cwd()}/docs/intro.md`, contents: source });
    assert.equal(
      /id="([^"]+)"/.exec(again.children![1]!.value!)![1],
      ids[0],
      'the same file and source give the same id',
    );
  });

  it('leaves a page without runs as it was', () => {
    const tree: Node = { type: 'root', children: [paragraph(0), code] };
    remarkStaticRuns()(tree, { path: 'x.md', contents: '' });
    assert.deepEqual(tree.children, [paragraph(0), code]);
  });
});

describe('the fixed blocks of generated pages', () => {
  it('become blocks that keep the server markup, with their ids, and the page imports the wrapper once', () => {
    const page = {
      type: 'root',
      children: [
        { type: 'jsx', value: '<FixedBlock id="/docs/api/fhir/resources/patient:elements">' },
        { type: 'jsx', value: '<table><tbody><tr><td>x</td></tr></tbody></table>' },
        { type: 'jsx', value: '</FixedBlock>' },
        { type: 'jsx', value: '<FixedBlockade />' },
      ],
    };
    assert.equal(claimFixedBlocks(page), 2);
    assert.deepEqual(
      page.children.map((node) => node.value),
      [
        `<${COMPONENT} id="/docs/api/fhir/resources/patient:elements">`,
        '<table><tbody><tr><td>x</td></tr></tbody></table>',
        `</${COMPONENT}>`,
        '<FixedBlockade />',
      ],
    );
    const fresh = {
      type: 'root',
      children: [
        { type: 'jsx', value: '<FixedBlock id="a:b">' },
        { type: 'jsx', value: '</FixedBlock>' },
      ],
    };
    remarkStaticRuns()(fresh, { path: 'docs/generated/fhir/x.md', contents: '' });
    assert.equal(fresh.children.filter((node) => node.type === 'import').length, 1);
  });
});
