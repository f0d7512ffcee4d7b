/**
 * Keeps the plain prose of every Markdown page out of hydration.
 *
 * MDX 1 turns each Markdown element into two React fibers (its MDX wrapper
 * and the element), and React 17 hydrates every fiber of a page in one task.
 * Most of a page is prose that never changes: paragraphs, lists, tables,
 * quotes. This remark plugin wraps each run of such top-level blocks in
 * `<StaticHtml>` (client/StaticHtml.tsx), which hydrates as one element that
 * keeps the server's markup; the theme's rules for `.markdown > h2` and the
 * like reach into runs (run-selectors.ts), and the table of contents is made
 * from the Markdown before this plugin runs. Code blocks, images, raw HTML and
 * components stay outside, because they run code in the browser (copy
 * buttons, lazy images, tabs).
 *
 * Only blocks at the top of the page are wrapped, not those between a
 * component's opening and closing tags (a tab, a `<details>`), whose styles
 * may expect the blocks as their own children.
 *
 * A run's id is a hash of the file's path and the run's Markdown, so two runs
 * with one id have the same markup.
 *
 * Generated pages mark the blocks no script changes as `<FixedBlock id="…">`
 * (a component that renders its children as they are); this plugin makes
 * each of them such a block too, keeping its id.
 */
import path from 'node:path';
import { contentKey } from './client/content-key';
import { RUN_CLASS } from './run-selectors';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** Top-level blocks a run may hold. */
const BLOCKS = new Set(['paragraph', 'heading', 'list', 'table', 'blockquote', 'thematicBreak']);
/** Nodes that rule a block out wherever they are in it. */
const LIVE = new Set(['code', 'jsx', 'html', 'comment', 'image', 'imageReference', 'import', 'export']);
/** Runs smaller than this many elements (a lone plain paragraph) are left alone: the wrapper would cost what it saves. */
export const MIN_ELEMENTS = 2;
/** The name the wrapper is imported under: one no page uses for anything else. */
export const COMPONENT = 'StaticMarkupRun';
/** The module the wrapper is imported from: `StaticHtml`, by which strip-block-children.ts finds a compiled page's blocks. */
export const COMPONENT_MODULE = '@site/runtime/static-markup/client/StaticHtml';
const IMPORT = `import ${COMPONENT} from '${COMPONENT_MODULE}';`;

function isStatic(node: Node): boolean {
  return !LIVE.has(node.type) && (node.children ?? []).every(isStatic);
}

/** Elements a block renders: every node but text. */
function elements(node: Node): number {
  return (node.type === 'text' ? 0 : 1) + (node.children ?? []).reduce((sum, child) => sum + elements(child), 0);
}

/**
 * How a JSX block changes the nesting: +1 for an opening tag alone
 * (`<Tabs groupId="x">`), -1 for a closing tag alone, 0 for anything whole.
 */
export function jsxDepthChange(value: string): number {
  const text = value.trim();
  if (/^<\/[A-Za-z][\w.]*\s*>$/.test(text)) return -1;
  const open = /^<([A-Za-z][\w.]*)\b[^]*>$/.exec(text);
  if (!open || text.endsWith('/>') || text.includes(`</${open[1]}`)) return 0;
  return 1;
}

/** The runs of static blocks among `children`, as [first, last] indices, with at least MIN_ELEMENTS elements. */
export function staticRuns(children: readonly Node[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  let count = 0;
  let depth = 0;
  const close = (end: number) => {
    if (start >= 0 && count >= MIN_ELEMENTS) runs.push([start, end]);
    start = -1;
    count = 0;
  };
  children.forEach((node, index) => {
    if (node.type === 'jsx') depth = Math.max(0, depth + jsxDepthChange(node.value ?? ''));
    if (depth === 0 && BLOCKS.has(node.type) && isStatic(node)) {
      if (start < 0) start = index;
      count += elements(node);
    } else {
      close(index - 1);
    }
  });
  close(children.length - 1);
  return runs;
}

/** The tag generated pages mark fixed blocks with (src/components/FixedBlock). */
const FIXED_BLOCK = 'FixedBlock';

/** Turns every `<FixedBlock>` of the tree, at any depth, into the wrapper; returns how many. */
export function claimFixedBlocks(node: Node): number {
  let claimed = 0;
  if (node.type === 'jsx' && node.value) {
    const value = node.value
      .replace(new RegExp(`<${FIXED_BLOCK}(?=[\\s>])`, 'g'), `<${COMPONENT}`)
      .replace(new RegExp(`</${FIXED_BLOCK}>`, 'g'), `</${COMPONENT}>`);
    if (value !== node.value) {
      node.value = value;
      claimed++;
    }
  }
  for (const child of node.children ?? []) claimed += claimFixedBlocks(child);
  return claimed;
}

/** The remark plugin (MDX 1 syntax tree). */
export default function remarkStaticRuns() {
  return (tree: Node, file: { path?: string; contents?: unknown }) => {
    const claimed = claimFixedBlocks(tree);
    const children = tree.children ?? [];
    const runs = staticRuns(children);
    if (runs.length === 0) {
      if (claimed > 0) tree.children = [{ type: 'import', value: IMPORT }, ...children];
      return;
    }
    const source = String(file.contents ?? '');
    const where = path
      .relative(process.cwd(), file.path ?? '')
      .split(path.sep)
      .join('/');
    const out: Node[] = [];
    let next = 0;
    for (const [first, last] of runs) {
      out.push(...children.slice(next, first));
      const from = children[first]!.position?.start.offset ?? 0;
      const to = children[last]!.position?.end.offset ?? 0;
      const id = contentKey(`${where}\n${source.slice(from, to)}`);
      out.push({ type: 'jsx', value: `<${COMPONENT} id="${id}" className="${RUN_CLASS}">` });
      out.push(...children.slice(first, last + 1));
      out.push({ type: 'jsx', value: `</${COMPONENT}>` });
      next = last + 1;
    }
    out.push(...children.slice(next));
    tree.children = [{ type: 'import', value: IMPORT }, ...out];
  };
}
