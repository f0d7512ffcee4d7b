/**
 * Wraps each code block that a reader can run, point at their own server or
 * read as a sample's output in <SampleBlock> (client/SampleBlock.tsx), and
 * imports it on the pages that have one. Pages without such a block load
 * none of the feature's code.
 *
 * A block is wrapped when its fence says `run` (a runnable TypeScript sample)
 * or `output`, or when its code holds a placeholder the reader's settings
 * replace (server-settings.ts). Blocks anywhere in the page are wrapped, also
 * those inside a component such as <SdkHttpTabs> or a list.
 */
import { isOutputFence, isRunnableFence } from './fences';
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
  return isRunnableFence(node.lang ?? '', meta) || isOutputFence(meta) || hasPlaceholder(node.value ?? '');
}

/** Wraps the wanted blocks among `node`'s children, at any depth; returns how many. */
function wrapIn(node: Node): number {
  if (!node.children) return 0;
  let wrapped = 0;
  node.children = node.children.flatMap((child) => {
    if (wantsWrapper(child)) {
      wrapped++;
      return [{ type: 'jsx', value: `<${COMPONENT}>` }, child, { type: 'jsx', value: `</${COMPONENT}>` }];
    }
    wrapped += wrapIn(child);
    return [child];
  });
  return wrapped;
}

/** The remark plugin (MDX 1 syntax tree). */
export default function remarkSampleBlocks() {
  return (tree: Node) => {
    if (wrapIn(tree) > 0) tree.children = [{ type: 'import', value: IMPORT }, ...(tree.children ?? [])];
  };
}
