/**
 * Test files that no runner picks up. `npm test` runs three Node.js test
 * runs (the `test:unit`, `test:routes` and `test:dev` scripts of
 * package.json, whose file patterns the shell expands) and Playwright (the
 * `testMatch` patterns of playwright.config.ts); a `*.test.ts` or `*.spec.ts`
 * file that none of them matches would never run, whatever it asserts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.(test|spec)\.tsx?$/;
/** Test files of folders that hold their own copy of the tools (none today), or fixtures a runner must not pick up. */
const NOT_TESTS = /^(node_modules|tests\/samples)\//;

/** A glob as the shell (`*`: one folder level) or Playwright (`**`: any depth) reads it, as a regular expression. */
export function globRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') {
      source += '[^/]*';
    } else {
      source += /[\\^$.|?+()[\]{}]/.test(c) ? `\\${c}` : c;
    }
  }
  return new RegExp(`^${source}$`);
}

/** The file patterns of the Node.js test scripts of package.json. */
export function scriptPatterns(packageJson: { scripts?: Record<string, string> }): string[] {
  return ['test:unit', 'test:routes', 'test:dev'].flatMap((name) =>
    (packageJson.scripts?.[name] ?? '').split(/\s+/).filter((word) => TEST_FILE.test(word)),
  );
}

/** The test files among `files` that no pattern matches. */
export function orphanTests(files: readonly string[], patterns: readonly string[]): string[] {
  const matchers = patterns.map(globRegExp);
  return files.filter(
    (file) => TEST_FILE.test(file) && !NOT_TESTS.test(file) && !matchers.some((matcher) => matcher.test(file)),
  );
}

/** Every test file of the repository at `root` that no runner picks up. */
export async function repositoryOrphans(root: string): Promise<string[]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const playwright = (await import(path.join(root, 'playwright.config.ts'))) as {
    default: { testMatch?: string | string[]; projects?: { testMatch?: string | string[] }[] };
  };
  const config = playwright.default;
  const e2e = [config.testMatch ?? [], ...(config.projects ?? []).map((project) => project.testMatch ?? [])].flat();
  return orphanTests(files, [...scriptPatterns(packageJson), ...e2e]);
}

if (require.main === module) {
  void repositoryOrphans(path.resolve(__dirname, '..', '..')).then((orphans) => {
    for (const file of orphans) console.log(file);
    console.log(`${orphans.length} test files no runner picks up`);
    process.exitCode = orphans.length > 0 ? 1 : 0;
  });
}
