/**
 * On the build (build/, or PRISM_TEST_BUILD): no script a page runs or
 * preloads at first load holds Prism, on a page of every page type, and
 * Prism is still built, as a chunk of its own that code blocks load after a
 * client-side navigation.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { namedAssets } from '../../../../checks/page-weight/measure';
import { samplePageFile } from '../../../../packages/common/src/build-files';
import { WEIGHT_PAGE_TYPES } from '../../../../checks/page-weight/page-types';
import { ENTRY_SCRIPT } from '../../../route-preload';

const BUILD = path.resolve(process.env.PRISM_TEST_BUILD ?? 'build');
/** A hook name of Prism's tokenizer: in any script that holds Prism, and in no other. */
const PRISM_MARK = 'before-tokenize';


describe('Prism at first load', () => {
  it('is in a chunk of its own', () => {
    const dir = path.join(BUILD, 'assets', 'js');
    const holders = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => readFileSync(path.join(dir, name), 'utf8').includes(PRISM_MARK));
    assert.ok(holders.length > 0, 'some chunk holds Prism');
    assert.ok(!holders.some((name) => ENTRY_SCRIPT.test(name)), `the entry scripts do not: ${holders.join(', ')}`);
  });

  for (const type of WEIGHT_PAGE_TYPES) {
    it(`is in no script the ${type.label} page ${type.sample} names`, () => {
      const { scripts } = namedAssets(readFileSync(samplePageFile(BUILD, type.sample), 'utf8'));
      assert.ok(scripts.length >= 2, 'the page names its scripts');
      for (const src of scripts) {
        const text = readFileSync(path.join(BUILD, src.split(/[?#]/)[0]), 'utf8');
        assert.ok(!text.includes(PRISM_MARK), `${src} holds Prism`);
      }
    });
  }
});
