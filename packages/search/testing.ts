/**
 * For tests of code built on the engine: a small site of fixture pages, and
 * a reader of its index that answers from memory and records what each
 * query fetched.
 */
import { type IndexLayout, buildIndexFiles } from './src/indexer/write-index';
import { FIXTURE_SITE } from './tests/fixture-pages';

export { FIXTURE_SITE };

/** The fixture site's index, read from memory; `fetched` lists every file asked for, in order. */
export function fixtureIndexReader(layout: Partial<IndexLayout> = {}): {
  fetch: (path: string) => Promise<unknown>;
  fetched: string[];
} {
  const built = buildIndexFiles(FIXTURE_SITE, layout);
  const fetched: string[] = [];
  return {
    fetched,
    fetch: async (path) => {
      fetched.push(path);
      const json = (await built).files.get(path);
      if (json === undefined) throw new Error(`${path} answered 404`);
      return JSON.parse(json);
    },
  };
}
