/** The benchmark's printed report: markdown tables of sizes and timings, relevance, and misses. */
import { HALVES, type RelevanceReport, type Score } from './relevance';
import type { EngineMeasurement } from './types';

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(bytes < 100 * 1024 ? 1 : 0);
}

function ms(value: number): string {
  return value.toFixed(value < 10 ? 2 : 0);
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One row per engine for one site size. */
export function measurementTable(measurements: readonly EngineMeasurement[]): string {
  return table(
    [
      'engine',
      'pages',
      'index raw KB',
      'gzip KB',
      'brotli KB',
      'files',
      'first query KB',
      'next query KB',
      'p50 ms',
      'p95 ms',
      'first hit ms',
    ],
    measurements.map((m) => [
      m.engine,
      String(m.pages),
      kb(m.index.raw),
      kb(m.index.gzip),
      kb(m.index.brotli),
      String(m.indexFiles),
      kb(m.firstQueryBytes),
      kb(m.nextQueryBytes),
      ms(m.latency.p50),
      ms(m.latency.p95),
      ms(m.firstHitMs),
    ]),
  );
}

function share(count: number, total: number): string {
  return total ? `${((100 * count) / total).toFixed(0)}% (${count}/${total})` : '–';
}

function top3(score: Score): string {
  return share(score.top3, score.queries);
}

function top1(score: Score): string {
  return share(score.top1, score.queries);
}

/** Top-3 and top-1 per engine: the first set and its two halves' top-3, the natural set, and its two halves. */
export function relevanceTable(reports: ReadonlyMap<string, RelevanceReport>): string {
  return table(
    [
      'engine',
      'first top-3',
      'first top-1',
      ...HALVES.map((half) => `first ${half} top-3`),
      'natural top-3',
      'natural top-1',
      ...HALVES.flatMap((half) => [`${half} top-3`, `${half} top-1`]),
    ],
    [...reports].map(([engine, { first, natural }]) => [
      engine,
      top3(first.all),
      top1(first.all),
      ...HALVES.map((half) => {
        const score = first.halves?.[half];
        return score ? top3(score) : '–';
      }),
      top3(natural.all),
      top1(natural.all),
      ...HALVES.flatMap((half) => {
        const score = natural.halves?.[half];
        return score ? [top3(score), top1(score)] : ['–', '–'];
      }),
    ]),
  );
}

/** Natural-set top-3 per kind of query, one row per engine. */
export function kindTable(reports: ReadonlyMap<string, RelevanceReport>): string {
  const kinds = [...new Set([...reports.values()].flatMap((report) => Object.keys(report.natural.kinds ?? {})))].sort();
  return table(
    ['engine', ...kinds.map((kind) => `${kind} top-3`)],
    [...reports].map(([engine, report]) => [
      engine,
      ...kinds.map((kind) => {
        const score = report.natural.kinds?.[kind];
        return score ? top3(score) : '–';
      }),
    ]),
  );
}

/** Every query without a right hit in its first three, with what came instead. */
export function missesList(engine: string, report: RelevanceReport): string {
  const lines = [`### Misses of ${engine}`];
  for (const set of [report.first, report.natural]) {
    lines.push('', `${set.set} set: ${set.misses.length} of ${set.all.queries} queries`);
    for (const miss of set.misses) {
      const half = miss.half ? ` (${miss.half})` : '';
      const got = miss.top3.length ? miss.top3.join(', ') : 'no hits';
      lines.push(`- "${miss.query}"${half} → ${got} → wanted ${miss.expect.join(' or ')}`);
    }
  }
  return lines.join('\n');
}
