/**
 * Repository paths named in prose that no longer exist: in every README and
 * the root's other documents (BENCHMARKS.md, CONTRIBUTING.md), and in the
 * comments of the code. A path is a word that
 * starts with one of the repository's top-level folders (`plugins/search/`,
 * `runtime/index.ts`) or names a file at the root; paths under folders the
 * build writes (build/, docs/generated/...) and paths of Medplum's own
 * repository (`packages/server/src/...`) are not this repository's and are
 * left alone, as are patterns (`runtime/<technique>/`, `plugins/*`). A path
 * may be named from the folder of the file that names it or any folder above.
 * Paths under docs/ and blog/ are mostly routes, which the build checks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface StalePath {
  file: string;
  line: number;
  path: string;
}

/** Folders the build or the tests write, never committed. */
const WRITTEN =
  /^(build|static-generated|static-host|docs\/generated|\.docusaurus|node_modules|test-results|screenshots|tests\/samples\/node_modules|tests\/samples\/\.generated)/;

/** The packages of this repository; any other `packages/<name>` is Medplum's. */
function ownPackages(root: string): string[] {
  const dir = path.join(root, 'packages');
  return existsSync(dir) ? readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory()) : [];
}

/** The text of `file` a reader takes as prose: the whole of Markdown, the comments of code. */
export function proseOf(file: string, text: string): string {
  if (/\.mdx?$/.test(file)) return text;
  if (/\.(sh|ya?ml)$/.test(file) || file.endsWith('.gitignore')) {
    return text.replace(/^(?!\s*#).*$/gm, '');
  }
  // Block and line comments of JavaScript, TypeScript and CSS; the rest of each line is blanked, keeping line numbers.
  let out = '';
  let i = 0;
  let mode: 'code' | 'line' | 'block' | 'string' = 'code';
  let quote = '';
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (mode === 'code') {
      if (c === '/' && next === '/' && text[i - 1] !== ':') {
        mode = 'line';
        i += 2;
        continue;
      }
      if (c === '/' && next === '*') {
        mode = 'block';
        i += 2;
        continue;
      }
      if (c === "'" || c === '"' || c === '`') {
        mode = 'string';
        quote = c;
      }
      out += c === '\n' ? '\n' : ' ';
    } else if (mode === 'string') {
      if (c === '\\') {
        out += '  ';
        i += 2;
        continue;
      }
      if (c === quote) mode = 'code';
      out += c === '\n' ? '\n' : ' ';
    } else if (mode === 'line') {
      if (c === '\n') mode = 'code';
      out += c;
    } else {
      if (c === '*' && next === '/') {
        mode = 'code';
        i += 2;
        out += '  ';
        continue;
      }
      out += c;
    }
    i++;
  }
  return out;
}

/** The repository paths a text names, with their lines. */
export function namedPaths(prose: string, tops: readonly string[]): { line: number; path: string }[] {
  const found: { line: number; path: string }[] = [];
  const word = new RegExp(
    `(?<=^|[\\s(\`'"\\[])((?:${tops.map((t) => t.replace('.', '\\.')).join('|')})(?:/[\\w@.\\-\\[\\]]*)*)`,
    'g',
  );
  prose.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(word)) {
      const named = match[1].replace(/[.,:;)\]]+$/, '');
      if (!named.includes('/') && !/\.\w+$/.test(named)) continue;
      found.push({ line: index + 1, path: named });
    }
  });
  return found;
}

/** Every stale path of the repository at `root`. */
export function stalePaths(root: string): StalePath[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  // Paths under docs/ and blog/ in prose are mostly routes (`docs/sdk`), which the build's link check covers.
  const tops = [...new Set(files.map((file) => file.split('/')[0]))].filter(
    (top) => (!top.startsWith('.') || top === '.ci') && top !== 'docs' && top !== 'blog',
  );
  const packages = ownPackages(root);
  // What a clone holds: the files git tracks (or would) and their folders, not folders left empty in a work tree.
  const tracked = new Set<string>();
  for (const file of files) {
    for (let named = file; named !== '.' && !tracked.has(named); named = path.posix.dirname(named)) tracked.add(named);
  }
  const stale: StalePath[] = [];
  for (const file of files) {
    const prose = /(^|\/)README\.md$|^[A-Z]+\.md$/.test(file) || /\.(ts|tsx|js|cjs|mjs|css|sh)$/.test(file);
    if (!prose || file.startsWith('contributing/') || file.startsWith('docs/') || file.startsWith('blog/')) continue;
    for (const named of namedPaths(proseOf(file, readFileSync(path.join(root, file), 'utf8')), tops)) {
      const clean = named.path.replace(/\/$/, '');
      if (WRITTEN.test(clean)) continue;
      const [top, second] = clean.split('/');
      if (top === 'packages' && second && !packages.includes(second)) continue;
      // A path may be named from the folder that holds the file, or any folder above it.
      const bases = path
        .dirname(file)
        .split('/')
        .map((_, i, parts) => parts.slice(0, i + 1).join('/'));
      const exists = ['', ...bases].some((base) => tracked.has(path.posix.join(base, clean)));
      if (!exists) stale.push({ file, line: named.line, path: named.path });
    }
  }
  return stale;
}

if (require.main === module) {
  const stale = stalePaths(path.resolve(__dirname, '..', '..'));
  for (const { file, line, path: named } of stale) console.log(`${file}:${line}: ${named}`);
  console.log(`${stale.length} stale paths`);
}
