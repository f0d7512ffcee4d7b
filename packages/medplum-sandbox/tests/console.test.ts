/**
 * A sample's `console.table` prints what Node.js prints: each case is printed
 * by this Node.js in a child process and by the sandbox, and the two compared.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { runCompiled } from '../src/run-check';

/** Expressions given to `console.table`, each on a line of its own. */
const CASES = [
  "[{ month: '2025-12', encounters: 0 }, { month: '2026-01', encounters: 12 }]",
  "[['a', 1], ['bb', 22]]",
  "[{ a: 1 }, { b: 'x' }]",
  '{ x: { v: 1 }, y: { v: 2 } }',
  "[1, 'two', null, undefined, true]",
  "[{ a: { b: 1, c: { d: 1 } }, e: { x: 1, y: 2, z: 3 }, f: [1, [2]], i: \"it's\", j: { 'a-b': 1 } }]",
  "new Map<string, unknown>([['a', 1], ['b', { x: 1 }]])",
  "new Set(['a', 2])",
  '[]',
  "'not a table'",
  '42',
];

function nodePrints(expression: string): string {
  const child = spawnSync(process.execPath, ['-e', `console.table(${expression.replace(/<[^>]+>/g, '')})`], {
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, child.stderr);
  return child.stdout.trimEnd();
}

describe('console.table in a sample', () => {
  for (const expression of CASES) {
    it(`prints ${expression} as Node.js does`, async () => {
      const result = await runCompiled(`console.table(${expression});`);
      assert.notEqual(result, 'timeout');
      if (result === 'timeout') return;
      assert.deepEqual(result.end, { kind: 'done' });
      assert.equal(result.lines.map((line) => line.text).join('\n'), nodePrints(expression));
    });
  }

  it('keeps the columns a second argument names, in its order', async () => {
    const expression = "[{ a: 1, b: 2, c: 3 }, { a: 4, c: 6 }], ['c', 'a']";
    const result = await runCompiled(`console.table(${expression});`);
    assert.notEqual(result, 'timeout');
    if (result === 'timeout') return;
    assert.equal(result.lines.map((line) => line.text).join('\n'), nodePrints(expression));
  });
});
