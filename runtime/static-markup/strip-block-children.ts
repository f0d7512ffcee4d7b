/**
 * Takes the children of every `StaticHtml` block out of the browser's copy of
 * a Markdown page: the prose runs (remark-static-runs.ts) and the FHIR
 * reference's generated tables (generators/fhir-reference/render.ts).
 *
 * Those children are the page's markup as `mdx("p", …)` calls. The server
 * build needs them to render the page; in the browser a block takes its
 * markup from the document when the page hydrates, and from the page's HTML,
 * fetched when the route is preloaded, after a client-side navigation
 * (client/page-markup.ts). There they were code to download, compile and run
 * for elements nothing renders: on the SDK's client class page, 275 KB of a
 * 327 KB chunk. This transform runs on the compiled module (after Babel) in
 * the production browser build only; the development server renders no HTML,
 * so it keeps them. Blocks in the theme's own components (the footer, sidebar
 * links) are not in Markdown and keep theirs.
 */
import * as acorn from 'acorn';
import { COMPONENT_MODULE } from './remark-static-runs';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every node of the tree, depth first. */
function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodes(item);
    } else if (isNode(value)) {
      yield* nodes(value);
    }
  }
}

/** The local name of `StaticHtml`'s default import, or undefined when the module does not import it. */
function runBinding(program: Node): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== COMPONENT_MODULE) {
      continue;
    }
    const specifier = (statement.specifiers as Node[]).find((s) => s.type === 'ImportDefaultSpecifier');
    if (specifier) return (specifier.local as { name: string }).name;
  }
  return undefined;
}

/** The module's source with every `createElement(StaticHtml, props, …children)` call left with its props only. */
export function stripBlockChildren(source: string): { source: string; blocks: number } {
  if (!source.includes(COMPONENT_MODULE)) return { source, blocks: 0 };
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const binding = runBinding(program);
  if (binding === undefined) return { source, blocks: 0 };
  const cuts: [number, number][] = [];
  for (const node of nodes(program)) {
    if (node.type !== 'CallExpression') continue;
    const args = node.arguments as Node[];
    const first = args[0];
    if (args.length > 2 && first?.type === 'Identifier' && first.name === binding) {
      cuts.push([args[1]!.end, args[args.length - 1]!.end]);
    }
  }
  let out = source;
  for (const [from, to] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, from) + out.slice(to);
  return { source: out, blocks: cuts.length };
}

/** The webpack loader. */
export default function stripBlockChildrenLoader(source: string): string {
  return stripBlockChildren(source).source;
}
