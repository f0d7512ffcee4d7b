/**
 * A remark plugin (MDX 1 syntax tree) that imports registered components
 * into each page that uses them, so a page writes `<FhirPathPlayground />`
 * and never names the file that holds it. Only the pages that use a
 * component load its code. A page that imports or exports the name itself
 * keeps its own.
 */

interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

/** Component name to the module that default-exports it. */
export type ComponentRegistry = Readonly<Record<string, string>>;

/** Every value of the tree's nodes of `type`, at any depth. */
function values(node: Node, type: string, into: string[] = []): string[] {
  if (node.type === type && node.value) into.push(node.value);
  for (const child of node.children ?? []) values(child, type, into);
  return into;
}

/** The registered names the JSX of the page uses as tags. */
export function usedComponents(tree: Node, components: ComponentRegistry): string[] {
  const jsx = values(tree, 'jsx').join('\n');
  const used = new Set<string>();
  for (const [, name] of jsx.matchAll(/<([A-Z][\w]*)/g)) {
    if (Object.hasOwn(components, name)) used.add(name);
  }
  return [...used].sort();
}

/** Names the page's own imports and exports bind. */
function declaredNames(tree: Node): Set<string> {
  const text = [...values(tree, 'import'), ...values(tree, 'export')].join('\n');
  return new Set([...text.matchAll(/\b([A-Za-z_$][\w$]*)\b/g)].map((match) => match[1]));
}

export default function remarkComponentImports(options: { components: ComponentRegistry }) {
  const { components } = options;
  return (tree: Node) => {
    const declared = declaredNames(tree);
    const imports = usedComponents(tree, components)
      .filter((name) => !declared.has(name))
      .map((name) => ({ type: 'import', value: `import ${name} from '${components[name]}';` }));
    if (imports.length > 0) tree.children = [...imports, ...(tree.children ?? [])];
  };
}
