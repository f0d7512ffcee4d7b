import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pagerEntries, type PagerEntry } from '../theme/SearchPage/pages';

/** The pager as a reader sees it: `1 … 4 5 [6] 7 8 … 12`, brackets around the current page. */
function render(current: number, total: number): string {
  return pagerEntries(current, total)
    .map((entry: PagerEntry) => (entry === 'gap' ? '…' : entry === current ? `[${entry}]` : String(entry)))
    .join(' ');
}

describe('pagerEntries', () => {
  it('shows every page when there are few', () => {
    assert.equal(render(1, 1), '[1]');
    assert.equal(render(2, 3), '1 [2] 3');
    assert.equal(render(3, 5), '1 2 [3] 4 5');
  });

  it('always shows the first and the last page', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const entries = pagerEntries(current, total);
        assert.equal(entries[0], 1, `first of ${current}/${total}`);
        assert.equal(entries[entries.length - 1], total, `last of ${current}/${total}`);
      }
    }
  });

  it('shows two pages either side of the current one', () => {
    assert.equal(render(10, 20), '1 … 8 9 [10] 11 12 … 20');
    for (let current = 1; current <= 20; current++) {
      const entries = pagerEntries(current, 20);
      for (let page = Math.max(1, current - 2); page <= Math.min(20, current + 2); page++) {
        assert.ok(entries.includes(page), `page ${page} around ${current}`);
      }
    }
  });

  it('puts one gap where a run of two or more pages is left out', () => {
    assert.equal(render(1, 12), '[1] 2 3 … 12');
    assert.equal(render(12, 12), '1 … 10 11 [12]');
    assert.equal(render(6, 12), '1 … 4 5 [6] 7 8 … 12');
    assert.equal(render(7, 14), '1 … 5 6 [7] 8 9 … 14');
  });

  it('shows a single left-out page instead of a gap', () => {
    // Page 2 alone would hide behind "…": it is shown, as is page 9 of 10.
    assert.equal(render(5, 10), '1 2 3 4 [5] 6 7 … 10');
    assert.equal(render(6, 10), '1 … 4 5 [6] 7 8 9 10');
    assert.equal(render(4, 7), '1 2 3 [4] 5 6 7');
  });

  it('never puts two gaps side by side, and every gap hides at least two pages', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const entries = pagerEntries(current, total);
        const numbers = entries.filter((entry): entry is number => entry !== 'gap');
        assert.deepEqual(
          numbers,
          [...numbers].sort((a, b) => a - b),
          `in order for ${current}/${total}`,
        );
        entries.forEach((entry, index) => {
          if (entry !== 'gap') return;
          const before = entries[index - 1];
          const after = entries[index + 1];
          assert.ok(
            typeof before === 'number' && typeof after === 'number',
            `a gap between pages in ${current}/${total}`,
          );
          assert.ok(after - before - 1 >= 2, `the gap after ${before} hides two or more pages in ${current}/${total}`);
        });
        for (let index = 1; index < entries.length; index++) {
          const [previous, entry] = [entries[index - 1], entries[index]];
          if (typeof previous === 'number' && typeof entry === 'number') {
            assert.equal(entry, previous + 1, `no page missing without a gap in ${current}/${total}`);
          }
        }
      }
    }
  });

  it('shows no pager entries for no pages', () => {
    assert.deepEqual(pagerEntries(1, 0), []);
  });
});
