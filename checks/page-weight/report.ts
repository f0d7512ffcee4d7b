/**
 * Prints the first-load weight of every page type of a build (the heaviest
 * page of each type, brotli bytes) beside its budget; with --write, sets the
 * budgets to the measured weights plus a margin.
 *
 *   npx tsx checks/page-weight/report.ts [--dir build] [--write] [--margin 0.05]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { METRICS, type Budgets, overBudget, weightsByPageType } from './measure';
import { WEIGHT_PAGE_TYPES } from './page-types';

export const BUDGETS_FILE = path.join(__dirname, 'budgets.json');

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    write: { type: 'boolean', default: false },
    margin: { type: 'string', default: '0.05' },
  },
});

const weights = weightsByPageType(path.resolve(values.dir));
const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
console.log('| Page type | Pages | HTML | JS | CSS | heaviest JS page |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const type of WEIGHT_PAGE_TYPES) {
  const weight = weights[type.id];
  if (!weight) continue;
  const cell = (metric: (typeof METRICS)[number]) =>
    `${weight[metric].bytes}${budgets[type.id] ? ` / ${budgets[type.id][metric]}` : ''}`;
  console.log(
    `| ${type.label} | ${weight.pages} | ${cell('html')} | ${cell('js')} | ${cell('css')} | ${weight.js.route} |`,
  );
}
console.log('\nBrotli bytes, measured / budget.');

if (values.write) {
  const margin = 1 + Number(values.margin);
  const next: Budgets = Object.fromEntries(
    WEIGHT_PAGE_TYPES.filter((type) => weights[type.id]).map((type) => [
      type.id,
      Object.fromEntries(METRICS.map((metric) => [metric, Math.ceil(weights[type.id][metric].bytes * margin)])),
    ]),
  ) as Budgets;
  writeFileSync(BUDGETS_FILE, JSON.stringify(next, null, 2) + '\n');
  console.log(`Wrote ${path.relative(process.cwd(), BUDGETS_FILE)} with a margin of ${values.margin}.`);
} else {
  const problems = overBudget(weights, budgets);
  for (const problem of problems) console.log(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
