/**
 * Page-weight budgets: the heaviest page of each page type of the build
 * (build/, or PAGE_WEIGHT_BUILD) must not transfer more HTML, JavaScript or
 * CSS on first load than checks/page-weight/budgets.json allows. To accept
 * growth on purpose, rerun `npx tsx checks/page-weight/report.ts --write`
 * and say why in the commit.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { type Budgets, overBudget, weightsByPageType } from '../../measure';
import { WEIGHT_PAGE_TYPES } from '../../page-types';

const BUILD = path.resolve(process.env.PAGE_WEIGHT_BUILD ?? 'build');
const budgets = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'budgets.json'), 'utf8')) as Budgets;

describe('page-weight budgets', () => {
  const weights = weightsByPageType(BUILD);

  it('has a budget for every page type and a page of every type', () => {
    assert.deepEqual(Object.keys(budgets).sort(), WEIGHT_PAGE_TYPES.map((type) => type.id).sort());
  });

  it('keeps every page type within its budget', () => {
    assert.deepEqual(overBudget(weights, budgets), []);
  });
});
