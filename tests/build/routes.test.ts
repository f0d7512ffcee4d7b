/**
 * Checks the production build in build/ (run after `docusaurus build`): every
 * route of the spec's routes list (contributing/spec/routes.txt) and of
 * tests/routes.txt exists, every written doc, post, listed tag, product and
 * solution has its page, and the build has the shell's fixed parts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sax from 'sax';
import {
  ROUTES_FILES,
  builtRoutes,
  checkDerivedRoutes,
  checkRoutes,
  derivedRoutes,
  pageFile,
  readRoutesFile,
} from './routes';
import { SITE_URL } from '../../config/site';
import { readGeneratedPages, generatorDir, type PageTypeId, pageRoute } from '../../packages/fhir-model';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');

describe('production build', () => {
  it('exists', () => {
    assert.ok(existsSync(path.join(BUILD, 'index.html')), 'build/index.html is missing: run the build first');
  });

  for (const file of ROUTES_FILES) {
    it(`has a page for every route in ${file}`, () => {
      assert.deepEqual(checkRoutes(BUILD, readRoutesFile(file)), []);
    });
  }

  it('has a page for every written doc and post, every tag of the docs and blog tag lists, and every product and solution', () => {
    assert.deepEqual(checkDerivedRoutes(BUILD, derivedRoutes()), []);
  });

  it('links "Edit this page" to a file of this repository that exists', () => {
    const pages = [
      ['/docs/auth/ip-access-rules', 'docs/auth/ip-access-rules.md'],
      ['/docs/bots', 'docs/bots/index.md'],
      ['/blog/fhir-r5', undefined],
    ] as const;
    for (const [route, file] of pages) {
      const html = readFileSync(pageFile(BUILD, route) ?? '', 'utf8');
      const edit = /<a href="([^"]+)"[^>]*class="theme-edit-this-page"/.exec(html)?.[1];
      assert.ok(edit, `${route} has an edit link`);
      const match = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/edit\/[\w.-]+\/(.+)$/.exec(edit);
      assert.ok(match, `${route}: ${edit} opens GitHub's editor`);
      assert.ok(existsSync(path.join(ROOT, match[1])), `${route}: ${match[1]} is a file of this repository`);
      if (file) assert.equal(match[1], file);
    }
  });

  it('gives no generated page an edit link', () => {
    let checked = 0;
    for (const generator of ['fhir', 'sdk'] as const) {
      const sections = readGeneratedPages(generatorDir(ROOT, generator));
      for (const [id, section] of Object.entries(sections) as [PageTypeId, { pages: { name: string }[] }][]) {
        for (const { name } of section.pages) {
          const route = pageRoute(id, name);
          const html = readFileSync(pageFile(BUILD, route) ?? '', 'utf8');
          assert.doesNotMatch(html, /theme-edit-this-page/, `${route} is generated and has no edit link`);
          checked++;
        }
      }
    }
    assert.ok(checked > 0, 'the generators listed their pages');
  });

  it('says which generator built it', () => {
    const home = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
    assert.match(home, /<meta name="generator" content="Docusaurus v2\.4\.1">/);
  });

  it('uses "|" between page and site title', () => {
    const about = readFileSync(pageFile(BUILD, '/about') ?? '', 'utf8');
    assert.match(about, /<title[^>]*>About Medplum \| Medplum<\/title>/);
  });

  it('has a not-found page, a sitemap and RSS and Atom feeds', () => {
    for (const file of ['404.html', 'sitemap.xml', 'blog/rss.xml', 'blog/atom.xml']) {
      assert.ok(existsSync(path.join(BUILD, file)), `${file} is missing`);
    }
    const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/www\.medplum\.com\/docs<\/loc>/);
    assert.doesNotMatch(sitemap, /\/tests\//, 'test-only pages stay out of the sitemap');
  });

  it('has /robots.txt naming the sitemap by its absolute URL, and /favicon.ico', () => {
    const robots = readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
    assert.match(robots, new RegExp(`^Sitemap: ${SITE_URL.replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'));
    const icon = readFileSync(path.join(BUILD, 'favicon.ico'));
    assert.deepEqual([...icon.subarray(0, 4)], [0, 0, 1, 0], 'favicon.ico starts with the ICO header');
  });

  for (const [file, item, link, date] of [
    ['blog/rss.xml', 'item', 'link', 'pubDate'],
    ['blog/atom.xml', 'entry', 'link', 'updated'],
  ] as const) {
    it(`${file} is well-formed XML with one ${item} per post, each with a link and a date`, () => {
      const items: { children: Set<string> }[] = [];
      const stack: string[] = [];
      const parser = sax.parser(true);
      parser.onerror = (error) => {
        throw new Error(`${file} is not well-formed: ${error.message}`);
      };
      parser.onopentag = (node) => {
        if (node.name === item) items.push({ children: new Set() });
        else if (stack.at(-1) === item) items.at(-1)?.children.add(node.name);
        stack.push(node.name);
      };
      parser.onclosetag = () => {
        stack.pop();
      };
      parser.write(readFileSync(path.join(BUILD, file), 'utf8')).close();
      // Docusaurus 2.4.1 puts every post in each feed (it has no feed limit).
      const posts = derivedRoutes().filter((route) => route.file.startsWith('blog/')).length;
      assert.equal(items.length, posts, `${items.length} ${item}s for ${posts} posts`);
      for (const [index, entry] of items.entries()) {
        assert.ok(entry.children.has(link), `${item} ${index + 1} has no ${link}`);
        assert.ok(entry.children.has(date), `${item} ${index + 1} has no ${date}`);
      }
    });
  }

  it('loads no analytics when no tracking id was given', () => {
    if (process.env.GOOGLE_ANALYTICS_ID) {
      return assert.ok(readFileSync(path.join(BUILD, 'index.html'), 'utf8').includes('googletagmanager.com'));
    }
    for (const route of builtRoutes(BUILD)) {
      const html = readFileSync(pageFile(BUILD, route) ?? '', 'utf8');
      assert.doesNotMatch(html, /googletagmanager|google-analytics|gtag\(/, `${route} loads analytics`);
    }
  });
});

describe('the routes checker', () => {
  it('reports a missing route and a short count', () => {
    const problems = checkRoutes(BUILD, '/\n/no/such/route\nCOUNT>=100000 /docs/\n');
    assert.deepEqual(problems, [
      'line 2: /no/such/route has no page in the build',
      `line 3: ${builtRoutes(BUILD).filter((r) => r.startsWith('/docs/')).length} pages under /docs/, expected at least 100000`,
    ]);
  });
});
