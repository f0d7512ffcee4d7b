/**
 * The text readers see on every page of a build, as one hash per page, so
 * that two builds of the same content (with other compilers or minifiers)
 * can be compared: scripts, styles and markup are left out, whitespace runs
 * count as one space. `--diff OTHER` compares with another build instead and
 * prints the pages whose text differs, with the first difference.
 *
 *   npx tsx scripts/page-text.ts build [--diff other-build]
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { load } from 'cheerio';
import { builtPages } from '../packages/common/src/build-files';

export function pageText(html: string): string {
  const $ = load(html);
  $('script, style, noscript, template').remove();
  const title = $('title').text();
  return `${title}\n${$('body').text()}`.replace(/\s+/g, ' ').trim();
}

/** Each built page's visible text, by route. */
function texts(dir: string): Map<string, string> {
  return new Map(builtPages(dir).map(({ route, file }) => [route, pageText(readFileSync(file, 'utf8'))]));
}

function main(): void {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { diff: { type: 'string' } } });
  const dir = positionals[0] ?? 'build';
  const mine = texts(dir);
  if (!values.diff) {
    for (const [file, text] of mine)
      console.log(`${file} ${createHash('sha256').update(text).digest('hex').slice(0, 12)}`);
    return;
  }
  const other = texts(values.diff);
  const files = [...new Set([...mine.keys(), ...other.keys()])].sort();
  let differing = 0;
  for (const file of files) {
    const a = mine.get(file);
    const b = other.get(file);
    if (a === b) continue;
    differing++;
    if (a === undefined || b === undefined) {
      console.log(`${file}: only in ${a === undefined ? values.diff : dir}`);
      continue;
    }
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    console.log(
      `${file}: differs at ${at}: "${a.slice(Math.max(0, at - 40), at + 60)}" / "${b.slice(Math.max(0, at - 40), at + 60)}"`,
    );
  }
  console.log(`${files.length} pages, ${differing} with different text`);
  process.exitCode = differing > 0 ? 1 : 0;
}

if (require.main === module) main();
