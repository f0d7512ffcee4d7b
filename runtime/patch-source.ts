/**
 * Exact edits of a third-party module's source, for the webpack loaders that
 * change one line of Docusaurus. An edit names the text it replaces: `from`
 * alone, or everything from `from` to the end of `to`. Each must occur
 * exactly once, or the build fails naming the file and the plugin to update,
 * so an upgrade that changes the module is noticed rather than silently
 * patched wrong.
 */
export interface SourceEdit {
  from: string;
  to?: string;
  replacement: string;
}

function onlyIndex(source: string, text: string): number {
  const first = source.indexOf(text);
  return first >= 0 && source.indexOf(text, first + 1) < 0 ? first : -1;
}

export function patchSource(source: string, edit: SourceEdit, where: { file: string; plugin: string }): string {
  const start = onlyIndex(source, edit.from);
  const end = edit.to === undefined ? start + edit.from.length : onlyIndex(source, edit.to);
  const text = edit.to === undefined ? `"${edit.from}"` : `"${edit.from}" … "${edit.to}"`;
  if (start < 0 || end < start) {
    throw new Error(
      `${where.plugin}: ${where.file} no longer holds ${text} exactly once; ` +
        `check what changed in it and update plugins/${where.plugin}.`,
    );
  }
  const stop = edit.to === undefined ? end : end + edit.to.length;
  return source.slice(0, start) + edit.replacement + source.slice(stop);
}
