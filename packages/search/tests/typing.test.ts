/**
 * The index read key by key: prefix entries and word files answer exactly as
 * the shards would, each file loads once per visit, hits show from the
 * display data the shards carry, and a search that a newer one replaced
 * fetches nothing for its own hits.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SearchSupersededError, type SearchResults } from '../src/backend';
import { OfflineIndex, type Ranking } from '../src/engine';
import { MANIFEST_PATH, type PrefixEntry, type SearchManifest } from '../src/index-format';
import { MAX_HITS_PER_PAGE, OfflineBackend } from '../src/offline-backend';
import { buildIndexFiles } from '../src/indexer/write-index';
import { FIXTURE_SITE } from './fixture-pages';

// Shards small enough that prefixes such as "pa" begin several of them, as on the site, and display data
// for the hits of every prefix (the fixture's words have few hits each, the site's carry it from four).
const LAYOUT = { postingsPerShard: 12, chunkRecords: 3, chunkChars: 400, displayMinHits: 1 };
const built = buildIndexFiles(FIXTURE_SITE, LAYOUT);
// Entries that rank only the first three hits, so that longer lists need the whole ranking, and display
// data for the first hit of each prefix only, so that later hits need display chunks.
const short = buildIndexFiles(FIXTURE_SITE, { ...LAYOUT, entryHits: 3, displayHits: 1 });

async function reader(index = built): Promise<{ fetch: (path: string) => Promise<unknown>; fetched: string[] }> {
  const { files } = await index;
  const fetched: string[] = [];
  return {
    fetched,
    fetch: async (path) => {
      fetched.push(path);
      const json = files.get(path);
      if (json === undefined) throw new Error(`${path} answered 404`);
      return JSON.parse(json);
    },
  };
}

async function manifest(): Promise<SearchManifest> {
  return JSON.parse((await built).files.get(MANIFEST_PATH) ?? '{}') as SearchManifest;
}

const kindOf = (path: string): string => /\/([tpwr])\d+\.json$/.exec(path)?.[1] ?? path;

/** Every prefix of each query, as a reader types it. */
function keystrokes(...queries: string[]): string[] {
  return queries.flatMap((query) => [...query].map((_, end) => query.slice(0, end + 1)));
}

const TYPED = [
  'patient',
  'Patient.birthDate',
  'paginated search',
  'pagination',
  'practitioner birthDate',
  'SOC 2',
  'soc2',
  '$everything',
  'practitionr',
  'page size',
  'p',
  // Spellings that differ from the term they look up, some of them exact names.
  'birthdate',
  'Gender',
  'BLOG',
  'blogs',
  'Paginating',
  'how pa',
  'pa.',
  // Words that are names of an object's own properties.
  'constructor',
  'toString',
];

function ids(ranking: Ranking): number[] {
  return ranking.records.map(({ id }) => id);
}

describe('typing against the prefix index', () => {
  it('has entries for first letters and for prefixes that begin several shards, with spellings ranked apart', async () => {
    const { prefixes, base } = await manifest();
    assert.ok(prefixes.includes('p') && prefixes.includes('b'), prefixes.join(' '));
    assert.ok(prefixes.includes('pa') && prefixes.includes('patient'), prefixes.join(' '));
    const entry = JSON.parse(
      (await built).files.get(`${base}/p${prefixes.indexOf('patient')}.json`) ?? '{}',
    ) as PrefixEntry;
    // "Patient", the page title, names the page exactly; "patient" does not.
    assert.deepEqual(Object.keys(entry.spellings), ['Patient']);
  });

  for (const [name, index] of [
    ['entries of twenty hits', built],
    ['entries of three hits', short],
  ] as const) {
    it(`ranks every keystroke from entries and word files exactly as from the shards alone (${name})`, async () => {
      const entriesRead = await reader(index);
      const fast = new OfflineIndex(entriesRead.fetch);
      const slow = new OfflineIndex((await reader(index)).fetch, true);
      const filters = [
        undefined,
        (facet: [string, string, string]) => facet[2] !== 'Blog',
        (facet: [string, string, string]) => facet[0] === 'default',
      ];
      let partial = 0;
      for (const query of keystrokes(...TYPED)) {
        for (const keepPage of filters) {
          const options = { perPage: MAX_HITS_PER_PAGE, keepPage };
          const quick = await fast.rank(query, options);
          const whole = await slow.rank(query, { ...options, complete: true });
          assert.deepEqual(quick.sections, whole.sections, query);
          if (quick.complete) {
            assert.deepEqual(ids(quick), ids(whole), query);
          } else {
            partial++;
            assert.deepEqual(ids(quick), ids(whole).slice(0, quick.records.length), query);
          }
          assert.deepEqual(ids(await fast.rank(query, { ...options, complete: true })), ids(whole), query);
        }
      }
      assert.ok(
        entriesRead.fetched.some((path) => kindOf(path) === 'p'),
        'some keystroke read a prefix entry',
      );
      assert.ok(
        entriesRead.fetched.some((path) => kindOf(path) === 'w'),
        'some keystroke read a word file',
      );
      if (index === short) assert.ok(partial > 0, 'some keystroke was answered from the first hits of an entry');
    });
  }

  it('loads each file once while a word is typed, and nothing more when it is pasted after', async () => {
    const { fetch, fetched } = await reader();
    const backend = new OfflineBackend(fetch);
    for (const query of keystrokes('patient')) await backend.search({ query, page: 0, hitsPerPage: 10 });
    assert.equal(new Set(fetched).size, fetched.length, fetched.join(' '));
    assert.equal(fetched[0], MANIFEST_PATH);
    // The first letter reads its entry, not a shard.
    assert.equal(kindOf(fetched[1]), 'p');
    const before = fetched.length;
    await backend.search({ query: 'patient', page: 0, hitsPerPage: 10 });
    await backend.search({ query: 'pat', page: 0, hitsPerPage: 10 });
    assert.equal(fetched.length, before);
  });

  it('shows the hits of a word typed alone from the shards and entries it read, without a display chunk', async () => {
    for (const word of ['patient', 'pagination', 'practitioner', 'birthdate', 'soc2']) {
      const { fetch, fetched } = await reader();
      const backend = new OfflineBackend(fetch);
      let last: SearchResults | null = null;
      for (const query of keystrokes(word)) last = await backend.search({ query, page: 0, hitsPerPage: 10 });
      assert.ok(last && last.hits.length > 0, word);
      assert.deepEqual(
        fetched.filter((path) => kindOf(path) === 'r'),
        [],
        word,
      );
    }
  });

  it('fetches the display chunk of a hit that nothing loaded carries', async () => {
    const { fetch, fetched } = await reader(short);
    const backend = new OfflineBackend(fetch);
    const first = await backend.search({ query: 'paginate', page: 0, hitsPerPage: 1 });
    // A later page holds hits that no prefix of the query ranked among its first.
    const later = await backend.search({ query: 'paginate', page: first.pages - 1, hitsPerPage: 1 });
    assert.equal(later.hits.length, 1);
    assert.ok(later.hits[0].title.length > 0);
    assert.ok(
      fetched.some((path) => kindOf(path) === 'r'),
      fetched.join(' '),
    );
    assert.equal(new Set(fetched).size, fetched.length);
  });

  it('stops a search that a newer one replaced before it fetches display data', async () => {
    const { fetch, fetched } = await reader();
    const backend = new OfflineBackend(fetch);
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(
      backend.search({ query: 'paginate', page: 3, hitsPerPage: 1, signal: controller.signal }),
      SearchSupersededError,
    );
    assert.deepEqual(
      fetched.filter((path) => kindOf(path) === 'r'),
      [],
    );
  });
});
