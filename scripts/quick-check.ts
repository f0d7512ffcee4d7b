/**
 * The quick check for contributors: checks the Markdown files you changed in
 * seconds, without a build, with the same rules the full suite applies.
 *
 *   npm run check:quick                     the files changed since main, and new files
 *   npm run check:quick -- --base <ref>     changed since another branch or commit
 *   npm run check:quick -- docs/a.md ...    these files
 *
 * Steps, each reusing the full suite's checker:
 * 1. Front matter and tags, and hedges about the server version (scripts/content/rules.ts,
 *    as tests/unit/content.test.ts applies them).
 * 2. Links and anchors within the site, against the source files (scripts/content/links.ts).
 *    Every Markdown file's links are checked, since a changed heading breaks links elsewhere.
 * 3. Code samples: types, FHIR JSON, HL7, search parameters (scripts/check-samples.ts).
 * 4. Citations against the citation table (scripts/citations/).
 *
 * `npm test` and CI still run everything, including the build and its link check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_ROOT } from '../packages/fhir-model';
import { staleRows, unlisted } from './citations/check';
import { citationFiles, findCitations } from './citations/scan';
import { checkLinks } from './content/links';
import {
  blogAuthors,
  docFrontMatterProblems,
  hedgeProblems,
  isPartial,
  postFolder,
  postProblems,
  readFrontMatter,
} from './content/rules';
import { collectMarkdownFiles } from './samples/check';

const root = path.resolve(__dirname, '..');

/** Markdown the site publishes or includes: docs (not the generated reference), posts and Markdown pages. */
export function isSiteMarkdown(file: string): boolean {
  return (
    /\.mdx?$/.test(file) &&
    /^(docs|blog|src\/pages)\//.test(file) &&
    !file.startsWith(`${GENERATED_ROOT}/`) &&
    existsSync(path.join(root, file))
  );
}

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The files changed since the branch left `base` (committed or not), and files git does not track yet. */
function changedFiles(base: string): string[] {
  const since = git(['merge-base', base, 'HEAD']).trim();
  const changed = git(['diff', '--name-only', '--diff-filter=d', since]).split('\n');
  const untracked = git(['ls-files', '--others', '--exclude-standard']).split('\n');
  return [...new Set([...changed, ...untracked].filter(Boolean))].sort();
}

function parseArgs(argv: string[]): { base: string; files: string[] } {
  let base = 'main';
  const files: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--base') base = argv[(index += 1)] ?? base;
    else files.push(argv[index].split(path.sep).join('/'));
  }
  return { base, files };
}

interface Step {
  name: string;
  problems: string[];
  detail: string;
  ms: number;
}

function step(name: string, run: () => { problems: string[]; detail: string }): Step {
  const start = performance.now();
  const { problems, detail } = run();
  return { name, problems, detail, ms: Math.round(performance.now() - start) };
}

function frontMatterStep(files: readonly string[]): { problems: string[]; detail: string } {
  const today = new Date().toISOString().slice(0, 10);
  const authors = blogAuthors(root);
  const problems = files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const hedges = hedgeProblems(file, text);
    if (isPartial(file)) return hedges;
    const parsed = readFrontMatter(root, file);
    const folder = postFolder(file);
    const rules = file.startsWith('docs/')
      ? docFrontMatterProblems(parsed.data)
      : folder
        ? postProblems(folder, parsed, { today, authors })
        : [];
    return [...rules.map((problem) => `${file}: ${problem}`), ...hedges];
  });
  return { problems, detail: `${files.length} files` };
}

function linksStep(): { problems: string[]; detail: string } {
  const all = collectMarkdownFiles(root, ['docs', 'blog', 'src/pages'], [GENERATED_ROOT]);
  const report = checkLinks(root, all);
  return {
    problems: report.problems,
    detail: `${report.checked} links of ${all.length} files; ${report.unchecked.length} left to the build (SDK reference pages, fragments on generated pages)`,
  };
}

function samplesStep(files: readonly string[]): { problems: string[]; detail: string } {
  if (!existsSync(path.join(root, 'tests', 'samples', 'node_modules', '@medplum', 'core'))) {
    return {
      problems: ['The sample packages are missing: run npm ci --prefix tests/samples once, then this check again.'],
      detail: 'not run',
    };
  }
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const result = spawnSync(tsx, [path.join(root, 'scripts', 'check-samples.ts'), ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  const lines = `${result.stdout}\n${result.stderr}`.split('\n').filter(Boolean);
  const summary = lines.find((line) => line.startsWith('Checked ')) ?? '';
  const problems =
    result.status === 0 ? [] : lines.filter((line) => line !== summary && !/^\s+opt-out|^\s+invalid-search/.test(line));
  return { problems, detail: summary.replace(/^Checked /, '').replace(/\.$/, '') };
}

function citationsStep(files: readonly string[]): { problems: string[]; detail: string } {
  const all = findCitations(root, citationFiles(root));
  const changed = new Set(files);
  const mine = all.filter((citation) => changed.has(citation.file));
  const stale = staleRows(all).map(
    (citation) =>
      `${citation}: a row of the citation table that no page cites any more; remove it from scripts/citations/`,
  );
  return { problems: [...unlisted(mine), ...stale], detail: `${mine.length} citations in the changed files` };
}

function main(): void {
  const start = performance.now();
  const { base, files: named } = parseArgs(process.argv.slice(2));
  const files = (named.length > 0 ? named : changedFiles(base)).filter(isSiteMarkdown);
  console.log(
    named.length > 0
      ? `Quick check of ${files.length} Markdown file(s).`
      : `Quick check of ${files.length} Markdown file(s) changed since ${base}${files.length > 0 ? ':' : '.'}`,
  );
  for (const file of files) console.log(`  ${file}`);
  if (files.length === 0) return;

  const steps = [
    step('Front matter, tags and hedges', () => frontMatterStep(files)),
    step('Links and anchors', linksStep),
    step('Code samples', () => samplesStep(files)),
    step('Citations', () => citationsStep(files)),
  ];
  for (const { name, problems, detail, ms } of steps) {
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name} (${detail}; ${(ms / 1000).toFixed(1)} s)`);
    for (const problem of problems) console.log(`       ${problem}`);
  }
  const failed = steps.filter(({ problems }) => problems.length > 0).length;
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  if (failed > 0) {
    console.log(`${failed} of ${steps.length} checks failed in ${seconds} s.`);
    process.exitCode = 1;
  } else {
    console.log(`All ${steps.length} checks passed in ${seconds} s. npm test runs the rest, including the build.`);
  }
}

main();
