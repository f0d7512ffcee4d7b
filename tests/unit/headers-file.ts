import assert from 'node:assert/strict';

/**
 * A `_headers` file read back and applied the way Cloudflare Pages documents
 * it, for the tests that compare what a static host would send with what the
 * project's server sends.
 */

export interface ParsedBlock {
  path: string;
  set: [string, string][];
  unset: string[];
}

/** `_headers` read the way Cloudflare Pages documents it: a path line, then indented `Name: value` or `! Name` lines. */
export function parseHeadersFile(text: string): ParsedBlock[] {
  const blocks: ParsedBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      assert.equal(raw, line, `a path starts its line: ${raw}`);
      blocks.push({ path: line, set: [], unset: [] });
      continue;
    }
    assert.ok(blocks.length > 0 && raw.startsWith('  '), `an indented line inside a block: ${raw}`);
    if (line.startsWith('!')) {
      blocks.at(-1)!.unset.push(line.slice(1).trim());
    } else {
      const colon = line.indexOf(':');
      blocks.at(-1)!.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return blocks;
}

/**
 * A block's path as a RegExp whose groups capture what the splat (`*`,
 * group `splat`) and each `:name` placeholder matched.
 */
function blockRegExp(path: string): RegExp {
  const literal = (text: string) =>
    text.replace(/[.+?^${}()|[\]\\/-]/g, '\\$&').replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${path.split('*').map(literal).join('(?<splat>.*)')}$`);
}

/**
 * The headers a host applying `_headers` as Cloudflare Pages does attaches for
 * a URL path: every matching block in order, `! Name` removing a header, a
 * header set again joined to the earlier value with a comma, and `:splat` or
 * `:name` in a value replaced by what that part of the block's path matched.
 */
export function hostHeaders(blocks: readonly ParsedBlock[], urlPath: string): Map<string, string> {
  const headers = new Map<string, string>();
  const setByFile = new Set<string>();
  for (const block of blocks) {
    const match = blockRegExp(block.path).exec(urlPath);
    if (!match) continue;
    const groups = match.groups ?? {};
    for (const name of block.unset) headers.delete(name.toLowerCase());
    for (const [name, raw] of block.set) {
      const value = raw.replace(/:([A-Za-z]\w*)/g, (whole, key: string) => groups[key] ?? whole);
      const key = name.toLowerCase();
      headers.set(key, setByFile.has(key) && headers.has(key) ? `${headers.get(key)}, ${value}` : value);
      setByFile.add(key);
    }
  }
  return headers;
}
