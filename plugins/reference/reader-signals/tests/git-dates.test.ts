import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lastChanges, parseGitLog } from '../git-dates';

function git(cwd: string, args: string[], date?: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const result = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
}

describe('parseGitLog', () => {
  it('gives each file the time of the newest commit that names it', () => {
    const log = '\u0000300\n\ndocs/a.md\n\u0000200\n\ndocs/a.md\ndocs/b.md\n\u0000100\n\ndocs/c.md\n';
    assert.deepEqual(
      [...parseGitLog(log)],
      [
        ['docs/a.md', 300],
        ['docs/b.md', 200],
        ['docs/c.md', 100],
      ],
    );
  });

  it('reads an empty log as no dates, and refuses output it does not understand', () => {
    assert.equal(parseGitLog('').size, 0);
    assert.throws(() => parseGitLog('\u0000not-a-time\n\ndocs/a.md\n'), /Unexpected git log output/);
  });
});

describe('lastChanges', () => {
  it('reads the dates of a real repository, relative to the site folder, with renames and untracked files', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
    try {
      const site = path.join(repo, 'site');
      mkdirSync(path.join(site, 'docs', 'guide'), { recursive: true });
      git(repo, ['init', '-q']);
      git(repo, ['config', 'user.email', 'test@example.com']);
      git(repo, ['config', 'user.name', 'Test']);
      writeFileSync(path.join(site, 'docs', 'guide', 'old.md'), 'one');
      writeFileSync(path.join(site, 'docs', 'stays.md'), 'one');
      writeFileSync(path.join(site, 'outside.md'), 'one');
      git(repo, ['add', '-A']);
      git(repo, ['commit', '-q', '-m', 'first'], '2024-01-02T03:04:05Z');
      renameSync(path.join(site, 'docs', 'guide', 'old.md'), path.join(site, 'docs', 'guide', 'ünïcode name.md'));
      git(repo, ['add', '-A']);
      git(repo, ['commit', '-q', '-m', 'rename'], '2025-06-07T08:09:10Z');
      writeFileSync(path.join(site, 'docs', 'untracked.md'), 'new');

      const changes = lastChanges(site, ['docs']);
      assert.equal(changes.get('docs/stays.md'), Date.parse('2024-01-02T03:04:05Z') / 1000);
      assert.equal(changes.get('docs/guide/ünïcode name.md'), Date.parse('2025-06-07T08:09:10Z') / 1000);
      assert.equal(changes.has('docs/untracked.md'), false);
      assert.equal(changes.has('outside.md'), false);
      assert.equal(changes.has('site/outside.md'), false);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('gives no dates outside a repository instead of failing the build', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      assert.equal(lastChanges(dir, ['docs']).size, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
