/**
 * When each file last changed, from git: one `git log` over the folders asked
 * for, read newest commit first, so the first commit that names a file is its
 * last change. One process for the whole site, where the docs plugin's own
 * option would start one per page.
 */
import { spawnSync } from 'node:child_process';

/** Repository-relative path (forward slashes) → commit time in seconds since the epoch. */
export type LastChanges = Map<string, number>;

/** A marker git cannot find in a file name (file names cannot hold NUL). */
const COMMIT = '\u0000';

/** Parses `git log --format=%x00%ct --name-only`: each commit's time, then the files it touched. */
export function parseGitLog(output: string): LastChanges {
  const changes: LastChanges = new Map();
  for (const commit of output.split(COMMIT).slice(1)) {
    const [time, ...files] = commit.split('\n');
    const seconds = Number(time.trim());
    if (!Number.isInteger(seconds)) {
      throw new Error(`Unexpected git log output: a commit starts with "${time}"`);
    }
    for (const file of files) {
      const name = file.trim();
      if (name !== '' && !changes.has(name)) changes.set(name, seconds);
    }
  }
  return changes;
}

/**
 * The last commit time of every tracked file under `folders` of the
 * repository that holds `siteDir`, by path relative to `siteDir`. Empty when
 * git or the repository is missing (a source tarball): pages then show no date.
 */
export function lastChanges(siteDir: string, folders: string[]): LastChanges {
  const result = spawnSync(
    'git',
    ['-c', 'core.quotePath=false', 'log', '--format=%x00%ct', '--name-only', '--relative', '--', ...folders],
    { cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error || result.status !== 0) {
    return new Map();
  }
  return parseGitLog(result.stdout);
}
