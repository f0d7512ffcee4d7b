/**
 * One registry entry's module path, where Docusaurus 2.4.1 writes it twice in
 * a row: `, '@site/docs/x.md', require.resolveWeak('@site/docs/x.md')`.
 */
const PATH_BEFORE_WEAK_ID = /, ('(?:[^'\\\n]|\\.)*'), require\.resolveWeak\(\1\)/g;

/**
 * The registry's source with every entry's module path emptied, and how many
 * entries there were. Throws when it finds none, so that a change of the
 * generated format fails the build instead of leaving the paths in.
 */
export function withoutModulePaths(source: string): { source: string; entries: number } {
  let entries = 0;
  const lean = source.replace(PATH_BEFORE_WEAK_ID, (_match, quoted: string) => {
    entries++;
    return `, '', require.resolveWeak(${quoted})`;
  });
  if (entries === 0 && /require\.resolveWeak/.test(source)) {
    throw new Error(
      'lean-registry: the format of .docusaurus/registry.js changed and no module path was found; update runtime/lean-registry.',
    );
  }
  return { source: lean, entries };
}
