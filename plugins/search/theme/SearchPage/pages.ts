/** A pager's entries: page numbers, and 'gap' where a run of pages is left out. */
export type PagerEntry = number | 'gap';

/**
 * The page numbers a pager shows: the first and last page, and up to
 * `around` pages either side of the current one. A run of two or more pages
 * left out is one gap; a single page is shown rather than hidden behind "…".
 */
export function pagerEntries(current: number, total: number, around = 2): PagerEntry[] {
  const shown = (page: number): boolean => page === 1 || page === total || Math.abs(page - current) <= around;
  const entries: PagerEntry[] = [];
  for (let page = 1; page <= total; page++) {
    if (shown(page) || (shown(page - 1) && shown(page + 1))) {
      entries.push(page);
    } else if (entries[entries.length - 1] !== 'gap') {
      entries.push('gap');
    }
  }
  return entries;
}
