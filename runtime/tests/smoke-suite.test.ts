/**
 * The smoke suite that CI runs against the stock runtime's build (the `smoke`
 * project of playwright.config.ts, scripts/test.sh) chooses the suite's own
 * tests by file and title. A renamed or moved test would leave it silently
 * smaller: each entry must name exactly one test.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SMOKE_TESTS } from '../../playwright.config';

interface Suite {
  title: string;
  file: string;
  specs?: { title: string; tests: { projectName: string }[] }[];
  suites?: Suite[];
}

const ROOT = path.join(__dirname, '..', '..');

/** Every test the smoke project lists, as "file › describe … title". */
function listed(): { file: string; title: string }[] {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'playwright'),
    ['test', '--project', 'smoke', '--list', '--reporter=json'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  assert.equal(result.status, 0, result.stderr);
  const found: { file: string; title: string }[] = [];
  const walk = (suite: Suite, titles: string[]) => {
    for (const spec of suite.specs ?? []) found.push({ file: suite.file, title: [...titles, spec.title].join(' ') });
    // A file's own suite is titled by its path; describe blocks by their titles.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of (JSON.parse(result.stdout) as { suites: Suite[] }).suites) walk(file, []);
  return found;
}

describe('the smoke suite', () => {
  it('names each of its tests exactly once, and runs nothing else', () => {
    const tests = listed();
    for (const wanted of SMOKE_TESTS) {
      const matches = tests.filter(({ file, title }) => file === wanted.file && title === wanted.title);
      assert.equal(matches.length, 1, `${wanted.file}: "${wanted.title}" is not one test of the suite`);
    }
    assert.equal(tests.length, SMOKE_TESTS.length, tests.map(({ file, title }) => `${file}: ${title}`).join('\n'));
  });
});
