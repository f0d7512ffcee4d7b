/**
 * What a probe's answer is made into for comparison (an observation: named
 * fields with text values), and the comparison of the two hosts'
 * observations against the written list of known differences
 * (known-differences.json). Pure functions; the runner (run.ts) sends.
 */
import { createHash } from 'node:crypto';

/** An answer as received: status, headers (lower-case names), body decoded from its content coding. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Field name → value; an absent header is `(none)`. */
export type Observation = Record<string, string>;

export const NONE = '(none)';

/** The headers every answer carries (server/hosting-rules.ts `everyResponse` and `overHttps`). */
export const EVERY_RESPONSE = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
];

/** Headers compared on every probe besides those: what a client acts on. */
export const COMPARED = [
  'content-type',
  'cache-control',
  'location',
  'link',
  'vary',
  'content-location',
  'content-encoding',
  'allow',
  'access-control-allow-origin',
];

/**
 * An answer's observation: the status, the compared headers, the kind of
 * its entity tag (whether it ends `-md`, the twin's mark; formats differ by
 * host) and its body (a hash of the decoded bytes), plus what the probe
 * adds (`extra`, such as a summary of an MCP answer).
 */
export function observe(answer: Answer, method: string, extra: Record<string, string> = {}): Observation {
  const observation: Observation = { status: String(answer.status) };
  for (const name of [...EVERY_RESPONSE, ...COMPARED]) observation[`header:${name}`] = answer.headers[name] ?? NONE;
  const etag = answer.headers.etag;
  observation.etag = etag === undefined ? NONE : /-md"$/.test(etag) ? 'a tag ending -md' : 'a tag';
  const hasBody = method !== 'HEAD' && answer.status !== 304 && answer.body.length > 0;
  observation.body = hasBody
    ? `sha256 ${createHash('sha256').update(answer.body).digest('hex').slice(0, 16)}, ${answer.body.length} bytes`
    : 'empty';
  return { ...observation, ...extra };
}

/** A difference between the hosts that is known and explained: where, which field, each host's value, why. */
export interface KnownDifference {
  /** Probe ids, or `*` for every probe. */
  probes: string[] | '*';
  field: string;
  /** Each host's value; absent means any. */
  node?: string;
  pages?: string;
  reason: string;
}

export interface Difference {
  probe: string;
  field: string;
  node: string;
  pages: string;
  /** The entry of the list that explains it, if any. */
  known?: KnownDifference;
}

function explains(entry: KnownDifference, difference: Omit<Difference, 'known'>): boolean {
  if (entry.probes !== '*' && !entry.probes.includes(difference.probe)) return false;
  if (entry.field !== difference.field) return false;
  if (entry.node !== undefined && entry.node !== difference.node) return false;
  return entry.pages === undefined || entry.pages === difference.pages;
}

/** Every field where the two observations of one probe differ, each with the known difference that explains it. */
export function differences(
  probe: string,
  node: Observation,
  pages: Observation,
  known: readonly KnownDifference[],
): Difference[] {
  const fields = [...new Set([...Object.keys(node), ...Object.keys(pages)])];
  const found: Difference[] = [];
  for (const field of fields) {
    const [a, b] = [node[field] ?? NONE, pages[field] ?? NONE];
    if (a === b) continue;
    const difference = { probe, field, node: a, pages: b };
    found.push({ ...difference, known: known.find((entry) => explains(entry, difference)) });
  }
  return found;
}

/** Entries of the list that explained nothing in a run (given the probes that ran): the list must stay true. */
export function unusedEntries(
  known: readonly KnownDifference[],
  found: readonly Difference[],
  ran: readonly string[],
): KnownDifference[] {
  return known.filter((entry) => {
    const concerned = entry.probes === '*' ? ran : entry.probes.filter((id) => ran.includes(id));
    return concerned.length > 0 && !found.some((difference) => difference.known === entry);
  });
}

/** Reads and checks the list: every entry has a field and a reason, and names only probes that exist. */
export function readKnownDifferences(json: string, probeIds: readonly string[]): KnownDifference[] {
  const { differences: list } = JSON.parse(json) as { differences: KnownDifference[] };
  const problems: string[] = [];
  for (const [index, entry] of list.entries()) {
    if (!entry.field || !entry.reason) problems.push(`entry ${index}: needs a field and a reason`);
    const unknown = entry.probes === '*' ? [] : entry.probes.filter((id) => !probeIds.includes(id));
    if (unknown.length > 0) problems.push(`entry ${index} (${entry.field}): no probe ${unknown.join(', ')}`);
  }
  if (problems.length > 0) throw new Error(`known-differences.json: ${problems.join('; ')}`);
  return list;
}

/** The list as the Markdown table server/README.md reproduces (a unit test keeps the two the same). */
export function knownDifferencesTable(known: readonly KnownDifference[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = known.map((entry) =>
    [
      entry.probes === '*' ? 'every probe' : entry.probes.map((id) => `\`${id}\``).join(', '),
      `\`${entry.field}\``,
      cell(entry.node ?? 'any'),
      cell(entry.pages ?? 'any'),
      cell(entry.reason),
    ].join(' | '),
  );
  return [
    '| Probes | Field | Project server | Pages | Why |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
