/**
 * Wraps each code block that a reader can run, point at their own server or
 * read as a sample's output in <SampleBlock> (client/SampleBlock.tsx), and
 * imports it on the pages that have one. Pages without such a block load
 * none of the feature's code.
 *
 * A block is wrapped when its fence says `run` (a runnable TypeScript sample),
 * `output` or `input`, or when its code holds a placeholder the reader's
 * settings replace (server-settings.ts). Blocks anywhere in the page are
 * wrapped, also those inside a component such as <SdkHttpTabs> or a list. A
 * runnable bot handler's wrapper is given its input (packages/medplum-sandbox, botSample); a
 * handler without one fails the build, naming the file, as do a React
 * sample's props that are not a JSON object.
 */
import {
  botSample,
  isBotHandler,
  isInputFence,
  isOutputFence,
  isRunnableFence,
  renderProps,
  sampleEnvIds,
} from '../../packages/medplum-sandbox';
import { hasPlaceholder } from './server-settings';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
}

/** The name the wrapper is imported under: one no page uses for anything else. */
export const COMPONENT = 'RunnableSamplesBlock';
const IMPORT = `import ${COMPONENT} from '@site/plugins/runnable-samples/client/SampleBlock';`;

/** True for a code block the wrapper has something to do for. */
export function wantsWrapper(node: Node): boolean {
  if (node.type !== 'code') return false;
  const meta = node.meta ?? '';
  return (
    isRunnableFence(node.lang ?? '', meta) ||
    isOutputFence(meta) ||
    isInputFence(meta) ||
    hasPlaceholder(node.value ?? '')
  );
}

/** Every code block of a tree, in the order of the page. */
function codeBlocks(node: Node): Node[] {
  if (node.type === 'code') return [node];
  return (node.children ?? []).flatMap(codeBlocks);
}

const block = (node: Node) => ({ lang: node.lang ?? '', meta: node.meta ?? '', value: node.value ?? '' });

/**
 * The wrapper's opening tag. A runnable sample's gets, as JavaScript values, the seeded IDs it reads from the
 * environment (packages/medplum-sandbox, sampleEnvIds) and, for a bot handler, its input.
 */
function openingTag(node: Node, blocks: Node[], file: string): string {
  if (!isRunnableFence(node.lang ?? '', node.meta ?? '')) return `<${COMPONENT}>`;
  const props: string[] = [];
  const given = renderProps(node.meta ?? '');
  if (typeof given === 'string') throw new Error(`${file}: ${given}`);
  const ids = sampleEnvIds(node.value ?? '');
  if (ids.length > 0) props.push(`envIds={${JSON.stringify(ids)}}`);
  if (isBotHandler(node.value ?? '')) {
    const index = blocks.indexOf(node);
    const sample = botSample(block(node), blocks.slice(index + 1).map(block), blocks.slice(0, index).map(block));
    if (typeof sample === 'string') throw new Error(`${file}: ${sample}`);
    props.push(`bot={${JSON.stringify(sample)}}`);
  }
  return `<${[COMPONENT, ...props].join(' ')}>`;
}

/** Wraps the wanted blocks among `node`'s children, at any depth; returns how many. */
function wrapIn(node: Node, blocks: Node[], file: string): number {
  if (!node.children) return 0;
  let wrapped = 0;
  node.children = node.children.flatMap((child) => {
    if (wantsWrapper(child)) {
      wrapped++;
      return [
        { type: 'jsx', value: openingTag(child, blocks, file) },
        child,
        { type: 'jsx', value: `</${COMPONENT}>` },
      ];
    }
    wrapped += wrapIn(child, blocks, file);
    return [child];
  });
  return wrapped;
}

/** The remark plugin (MDX 1 syntax tree). */
export default function remarkSampleBlocks() {
  return (tree: Node, file?: { path?: string }) => {
    if (wrapIn(tree, codeBlocks(tree), file?.path ?? 'a Markdown page') > 0) {
      tree.children = [{ type: 'import', value: IMPORT }, ...(tree.children ?? [])];
    }
  };
}
