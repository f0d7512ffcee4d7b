/**
 * The page the benchmark opens next to the Pagefind bundle. Its script runs
 * in the browser as written (plain JavaScript, not compiled by tsx, whose
 * helpers would not exist there) and exposes window.pagefindBench.
 */

/** A section of a result page that matched: its URL (with #anchor, or none for the text before the first heading). */
export interface DriverSubResult {
  url: string;
  /** How many query words matched in it; Pagefind's own UI keeps the sections with the most. */
  locations: number;
}

/** One result of a query as the page reports it: the page URL and its sub-results, in Pagefind's order. */
export interface DriverResult {
  url: string;
  subResults: DriverSubResult[];
}

export interface DriverQuery {
  /** search() plus data() of the top 10 results, in ms, timed in the page. */
  ms: number;
  results: DriverResult[];
}

/** What the page's script exposes, for page.evaluate(). */
export interface PagefindBench {
  query(text: string): Promise<DriverQuery>;
  /**
   * The query on a new Pagefind instance, as in a new visit. Pagefind matches
   * each query word as a prefix of the words of the index chunks loaded so far,
   * so a query's results depend on the queries before it; this removes that.
   */
  freshQuery(text: string): Promise<DriverQuery>;
  /** Time from starting the import of pagefind.js to the data of the first result of `text`, in ms. */
  firstHit(text: string): Promise<number>;
}

export const DRIVER_PATH = '/pagefind-bench.html';

export const DRIVER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pagefind benchmark</title></head>
<body><script type="module">
const TOP = 10;
let loaded = null;
const load = () => (loaded ??= import('/pagefind/pagefind.js'));
window.pagefindBench = {
  async query(text) {
    const pagefind = await load();
    const start = performance.now();
    const search = await pagefind.search(text);
    const data = await Promise.all(search.results.slice(0, TOP).map((result) => result.data()));
    const ms = performance.now() - start;
    return {
      ms,
      results: data.map((page) => ({
        url: page.url,
        subResults: page.sub_results.map((sub) => ({ url: sub.url, locations: sub.locations.length })),
      })),
    };
  },
  async freshQuery(text) {
    const pagefind = await load();
    await pagefind.destroy();
    return window.pagefindBench.query(text);
  },
  async firstHit(text) {
    const start = performance.now();
    const pagefind = await import('/pagefind/pagefind.js');
    const search = await pagefind.search(text);
    if (search.results.length) await search.results[0].data();
    return performance.now() - start;
  },
};
</script></body></html>
`;
