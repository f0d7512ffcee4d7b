import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PLAIN_SORT, STOCK_SORT, withPlainKeyOrder } from '../key-order';

// The package's exports name only its entry (lib/index.js); the file is next to it.
const REACT_UTILS = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

describe('useShallowMemoObject without localeCompare', () => {
  it('rewrites the installed theme-common to the plain sort, leaving no localeCompare', () => {
    const rewritten = withPlainKeyOrder(readFileSync(REACT_UTILS, 'utf8'), REACT_UTILS);
    assert.ok(rewritten.includes(PLAIN_SORT));
    assert.ok(!rewritten.includes('localeCompare'));
  });

  it('orders keys the same way on every call, whatever order they were written in', () => {
    // The plain sort's comparator, run as the rewritten module runs it.
    const order = (object: Record<string, unknown>) => {
      const deps = Object.entries(object);
      new Function('deps', PLAIN_SORT)(deps);
      return deps.map(([key]) => key);
    };
    const keys = ['subtree', 'attributes', 'childList', 'characterData', 'Zeta', 'alpha', 'a-b', 'a_b'];
    const expected = order(Object.fromEntries(keys.map((key) => [key, true])));
    assert.deepEqual(order(Object.fromEntries([...keys].reverse().map((key) => [key, true]))), expected);
    assert.deepEqual(expected, [...keys].sort());
  });

  it('fails, naming the file, when the stock sort is missing or written twice', () => {
    assert.throws(
      () => withPlainKeyOrder('export {}', '/x/reactUtils.js'),
      /no-startup-collator: \/x\/reactUtils\.js no longer holds/,
    );
    assert.throws(() => withPlainKeyOrder(`${STOCK_SORT}\n${STOCK_SORT}`, 'twice.js'), /twice\.js/);
  });
});
