/**
 * On the build (build/, or SEARCH_TEST_BUILD): the entry scripts every page
 * runs hold the search button but not DocSearch's modal or search client,
 * which load when the modal first opens (theme/SearchBar/searchShortcuts.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ENTRY_NAMES, ENTRY_SCRIPT } from '../../../../runtime';

const BUILD = path.resolve(process.env.SEARCH_TEST_BUILD ?? 'build');
const JS = path.join(BUILD, 'assets', 'js');
/** Class names only DocSearch's modal renders, and the header only its search client sends. */
const MODAL_MARKS = ['DocSearch-StartScreen', 'DocSearch-Hit-Tree', 'x-algolia-agent'];

describe('DocSearch at first load', () => {
  it('keeps the modal out of the entry scripts and in a chunk of its own', () => {
    const scripts = readdirSync(JS).filter((name) => name.endsWith('.js'));
    const entries = scripts.filter((name) => ENTRY_SCRIPT.test(name));
    assert.equal(entries.length, ENTRY_NAMES.length);
    const entryText = entries.map((name) => readFileSync(path.join(JS, name), 'utf8')).join('\n');
    assert.match(entryText, /DocSearch-Button/, 'the button is in main.js');
    for (const mark of MODAL_MARKS) assert.ok(!entryText.includes(mark), `${mark} is in an entry script`);
    const modalChunks = scripts.filter((name) => readFileSync(path.join(JS, name), 'utf8').includes(MODAL_MARKS[0]));
    assert.ok(modalChunks.length > 0, 'some chunk holds the modal');
  });
});
