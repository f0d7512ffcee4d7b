/**
 * On the build (build/, or STATIC_MARKUP_TEST_BUILD): on the sample page of
 * every page type whose content has static blocks (prose runs, the FHIR
 * reference's tables), each block is in the page's HTML with its text, and
 * the scripts the page names hold the block's id (its component is still
 * rendered) but not its text (strip-block-children.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import { namedAssets } from '../../../../checks/page-weight/measure';
import { WEIGHT_PAGE_TYPES } from '../../../../checks/page-weight/page-types';
import { samplePageFile } from '../../../../packages/common/src/build-files';

const BUILD = path.resolve(process.env.STATIC_MARKUP_TEST_BUILD ?? 'build');
/** Text a script would hold as it is: long enough to be the run's own, with nothing a string literal escapes. */
const PLAIN_TEXT = /^[\w ,.;:()-]{40,}$/;

/** Whether `text` is in `html` once: text the page also shows outside the block may be in a script for that. */
const onlyOnce = (html: string, text: string) => html.indexOf(text) === html.lastIndexOf(text);

describe('static blocks in the browser build', () => {
  for (const type of WEIGHT_PAGE_TYPES) {
    const html = readFileSync(samplePageFile(BUILD, type.sample), 'utf8');
    const $ = cheerio.load(html);
    // The Markdown's blocks: the theme's own (the sidebar, the footer, the blog's summaries) keep their children.
    const runs = $('.markdown [data-static]').toArray();
    if (runs.length === 0) continue;

    it(`the ${type.label} page ${type.sample}: its scripts name each static block but hold none of its text`, () => {
      const scripts = namedAssets(html).scripts.map((src) =>
        readFileSync(path.join(BUILD, src.split(/[?#]/)[0]!), 'utf8'),
      );
      const description = $('meta[name="description"]').attr('content') ?? '';
      let checked = 0;
      for (const run of runs) {
        const id = $(run).attr('data-static')!;
        assert.ok(
          scripts.some((text) => text.includes(`"${id}"`)),
          `a script renders block ${id}`,
        );
        // Text nodes of the block's paragraphs, cells and items that only the block shows, leaving out the
        // page's description (also in its metadata).
        const texts = $(run)
          .find('p, td, li')
          .contents()
          .toArray()
          .filter((node) => node.type === 'text')
          .map((node) => $(node).text().trim())
          .filter((text) => PLAIN_TEXT.test(text) && !description.includes(text) && onlyOnce(html, text));
        for (const text of texts) {
          checked += 1;
          const holder = scripts.findIndex((script) => script.includes(text));
          assert.equal(holder, -1, `block ${id}'s text "${text}" is in a script`);
        }
      }
      assert.ok(checked > 0, 'some text was checked');
    });
  }
});
