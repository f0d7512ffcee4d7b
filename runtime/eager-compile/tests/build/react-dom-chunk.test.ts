/**
 * On the build (build/, or EAGER_TEST_BUILD): React DOM is an entry chunk of
 * its own that starts with V8's compile hint, every page of every page type
 * names it among its scripts, before main.js, and no other script carries
 * the hint.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { namedAssets } from '../../../../checks/page-weight/measure';
import { samplePageFile } from '../../../../packages/common/src/build-files';
import { WEIGHT_PAGE_TYPES } from '../../../../checks/page-weight/page-types';
import { ENTRY_SCRIPT } from '../../../route-preload';
import { COMPILE_HINT } from '../..';

const BUILD = path.resolve(process.env.EAGER_TEST_BUILD ?? 'build');
const SCRIPTS = path.join(BUILD, 'assets', 'js');
/** A property React DOM sets on the DOM nodes it renders: only in the script that defines React DOM. */
const REACT_DOM_MARK = '__reactFiber';


describe("React DOM's chunk", () => {
  const files = readdirSync(SCRIPTS).filter((name) => name.endsWith('.js'));
  const text = (name: string) => readFileSync(path.join(SCRIPTS, name), 'utf8');
  const hinted = files.filter((name) => text(name).startsWith(COMPILE_HINT));

  it('is the one script that starts with the compile hint, and it is an entry script', () => {
    assert.equal(hinted.length, 1, hinted.join(', '));
    assert.match(hinted[0]!, /^react-dom\.[0-9a-f]{8}\.js$/);
    assert.ok(ENTRY_SCRIPT.test(hinted[0]!));
  });

  it('holds React DOM, and no other script does', () => {
    assert.deepEqual(
      files.filter((name) => text(name).includes(REACT_DOM_MARK)),
      hinted,
    );
  });

  for (const type of WEIGHT_PAGE_TYPES) {
    it(`is a script of the ${type.label} page ${type.sample}, before main.js`, () => {
      const { scripts } = namedAssets(readFileSync(samplePageFile(BUILD, type.sample), 'utf8'));
      const names = scripts.map((src) => path.basename(src.split(/[?#]/)[0]!));
      const chunk = names.indexOf(hinted[0]!);
      assert.ok(chunk >= 0, names.join(', '));
      assert.ok(
        chunk <
          names.findIndex((name) => /^main\./.test(name)),
        names.join(', '),
      );
    });
  }
});
