/**
 * The remark plugin wraps exactly the blocks the feature has something to do
 * for, wherever they are, and imports the wrapper only on pages that need it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import remarkSampleBlocks, { COMPONENT, wantsWrapper } from '../remark-sample-blocks';

interface Node {
  type: string;
  lang?: string;
  meta?: string;
  value?: string;
  children?: Node[];
}

const code = (lang: string, meta: string, value: string): Node => ({ type: 'code', lang, meta, value });

describe('which blocks are wrapped', () => {
  it('runnable, output and placeholder blocks; not others', () => {
    assert.ok(wantsWrapper(code('ts', 'run', 'x')));
    assert.ok(wantsWrapper(code('text', 'output', 'x')));
    assert.ok(wantsWrapper(code('bash', '', 'curl https://api.medplum.com/fhir/R4/Patient')));
    assert.ok(wantsWrapper(code('bash', '', 'export MEDPLUM_CLIENT_ID="your-client-id"')));
    assert.ok(wantsWrapper(code('bash', '', 'echo ${MEDPLUM_PROJECT_ID}')));
    assert.ok(!wantsWrapper(code('ts', '', 'const a = 1;')));
    assert.ok(!wantsWrapper(code('ts', 'title="run.ts"', 'const a = 1;')));
    assert.ok(!wantsWrapper({ type: 'paragraph', value: 'https://api.medplum.com' }));
  });

  it('wraps at any depth and imports the wrapper once, only when something was wrapped', () => {
    const list: Node = {
      type: 'list',
      children: [{ type: 'listItem', children: [code('bash', '', 'curl https://api.medplum.com/')] }],
    };
    const tree: Node = { type: 'root', children: [code('ts', 'run', 'a'), code('ts', '', 'b'), list] };
    remarkSampleBlocks()(tree);
    const kinds = (tree.children ?? []).map((node) => (node.type === 'jsx' ? node.value : node.type));
    assert.deepEqual(kinds, ['import', `<${COMPONENT}>`, 'code', `</${COMPONENT}>`, 'code', 'list']);
    const item = list.children?.[0].children?.map((node) => (node.type === 'jsx' ? node.value : node.type));
    assert.deepEqual(item, [`<${COMPONENT}>`, 'code', `</${COMPONENT}>`]);

    const plain: Node = { type: 'root', children: [code('ts', '', 'b')] };
    remarkSampleBlocks()(plain);
    assert.deepEqual(
      plain.children?.map((node) => node.type),
      ['code'],
    );
  });
});

describe('the props of a runnable block', () => {
  it('give a bot handler its input and a sample the seeded IDs it reads, as JavaScript the page evaluates', () => {
    const handler = code(
      'ts',
      'run input=Patient/3c5a8d2e-0000-4000-8000-000000000001',
      'export async function handler(medplum, event) { return process.env.BOT_ID; }',
    );
    const tree: Node = { type: 'root', children: [handler] };
    remarkSampleBlocks()(tree, { path: 'docs/x.md' });
    const opening = tree.children?.[1].value ?? '';
    const props = /^<\w+ envIds=\{(.*)\} bot=\{(.*)\}>$/.exec(opening);
    assert.ok(props, opening);
    assert.deepEqual(JSON.parse(props[1]), [
      { name: 'BOT_ID', reference: 'Bot/3c5a8d2e-0000-4000-8000-000000000903', display: 'Patient summary' },
    ]);
    assert.equal((JSON.parse(props[2]) as { contentType: string }).contentType, 'application/fhir+json');
  });

  it('fail the build, naming the file, for a bot handler without an input', () => {
    const tree: Node = { type: 'root', children: [code('ts', 'run', 'export async function handler() {}')] };
    assert.throws(
      () => remarkSampleBlocks()(tree, { path: 'docs/bots/x.md' }),
      /docs\/bots\/x\.md: a runnable bot handler needs an input/,
    );
  });

  it('wrap a runnable React sample, and fail the build, naming the file, for props that are not a JSON object', () => {
    assert.equal(wantsWrapper(code('tsx', 'run props={"id":"1"}', 'export const A = () => null;')), true);
    const tree: Node = { type: 'root', children: [code('tsx', 'run props={id:1}', 'export const A = () => null;')] };
    assert.throws(
      () => remarkSampleBlocks()(tree, { path: 'docs/ui/x.md' }),
      /docs\/ui\/x\.md: the fence's props= is not a JSON object: \{id:1\}/,
    );
  });
});
