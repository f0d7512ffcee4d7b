/**
 * Checks the twins of a production build (build/, or MARKDOWN_TEST_BUILD):
 * every doc and post page names its twin, every twin is clean Markdown with
 * valid front matter and absolute links, llms.txt lists every doc once,
 * each of its sections has a file with the full text of its pages,
 * llms-full.txt holds every guide, and the server sends twins as Markdown.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type http from 'node:http';
import { load } from 'cheerio';
import matter from 'gray-matter';
import { SITE_URL } from '../../../../config/site';
import { builtPages } from '../../../../packages/common/src/build-files';
import { createSiteServer } from '../../../../server/site-server';
import { request } from '../../../../tests/unit/server-fixture';
import { BLOG_SECTION, OPTIONAL_SECTION, sizeText } from '../../llms-files';
import { twinPath } from '../../../../config/twin-path';
import { LLMS_FILE, LLMS_FULL_FILE } from '../../write-twins';

const BUILD = path.resolve(process.env.MARKDOWN_TEST_BUILD ?? 'build');

interface TwinnedPage {
  route: string;
  kind: 'doc' | 'post';
  /** A hand-written doc: it has an edit link (generated reference pages have none). */
  guide: boolean;
  alternate: string | undefined;
}

/** Docs and posts of the build, told apart by the page classes Docusaurus puts on <html>. */
function twinnedPages(): TwinnedPage[] {
  const pages: TwinnedPage[] = [];
  for (const { route, file } of builtPages(BUILD)) {
    const $ = load(readFileSync(file, 'utf8'));
    const classes = ($('html').attr('class') ?? '').split(/\s+/);
    // A doc page holds its Markdown in .theme-doc-markdown; a category's generated index (/docs/auth), which
    // only lists the section's pages, has the same <html> class but no such container, and no twin.
    const isDoc = classes.includes('docs-doc-page') && $('article .theme-doc-markdown').length > 0;
    const kind = isDoc ? 'doc' : classes.includes('blog-post-page') ? 'post' : undefined;
    if (!kind) continue;
    pages.push({
      route,
      kind,
      guide: kind === 'doc' && $('article a.theme-edit-this-page').length > 0,
      alternate: $('head link[rel="alternate"][type="text/markdown"]').attr('href'),
    });
  }
  return pages;
}

/** Markdown with its fenced code blocks and code spans removed: what must hold no tags. */
function outsideCode(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

const twinFile = (route: string): string => path.join(BUILD, twinPath(route));

/** The `##` sections of llms.txt: each title with the addresses and texts of its links, in order. */
function llmsSectionsOfBuild(): { title: string; links: { url: string; text: string }[] }[] {
  const text = readFileSync(path.join(BUILD, LLMS_FILE), 'utf8');
  return text
    .split(/^## /m)
    .slice(1)
    .map((part) => ({
      title: part.slice(0, part.indexOf('\n')),
      links: [...part.matchAll(/^- \[[^\n]+?\]\((\S+?)\)(?:: ([^\n]+))?$/gm)].map((match) => ({
        url: match[1],
        text: match[2] ?? '',
      })),
    }));
}

describe('Markdown twins of the build', () => {
  const pages = twinnedPages();
  const docs = pages.filter((page) => page.kind === 'doc');
  const guides = docs.filter((page) => page.guide);

  it('finds the docs, guides, reference pages and posts of the build', (t) => {
    t.diagnostic(`${docs.length} docs (${guides.length} guides), ${pages.length - docs.length} posts`);
    assert.ok(guides.length > 20 && docs.length - guides.length > 100 && pages.length > docs.length);
  });

  it('every doc and post has a twin and names it in a <link rel="alternate" type="text/markdown">', () => {
    const problems = pages.flatMap((page) => [
      ...(page.alternate === twinPath(page.route) ? [] : [`${page.route}: alternate ${page.alternate}`]),
      ...(existsSync(twinFile(page.route)) ? [] : [`${page.route}: no ${twinPath(page.route)}`]),
    ]);
    assert.deepEqual(problems, []);
  });

  it('every twin has YAML front matter with title, description and its page address, then a # title', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const text = readFileSync(twinFile(page.route), 'utf8');
      let parsed: matter.GrayMatterFile<string>;
      try {
        parsed = matter(text);
      } catch (err) {
        problems.push(`${page.route}: ${(err as Error).message}`);
        continue;
      }
      const { title, description, url } = parsed.data as Record<string, unknown>;
      if (typeof title !== 'string' || title === '') problems.push(`${page.route}: title`);
      if (typeof description !== 'string') problems.push(`${page.route}: description`);
      if (url !== SITE_URL + page.route) problems.push(`${page.route}: url ${String(url)}`);
      if (!/^\n# \S/.test(parsed.content)) problems.push(`${page.route}: body does not start with a # title`);
    }
    assert.deepEqual(problems, []);
  });

  it('twins hold no HTML tags outside code, and every link and image is absolute', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const body = matter(readFileSync(twinFile(page.route), 'utf8')).content;
      const prose = outsideCode(body);
      const tag = prose.match(/(?<!\\)<[A-Za-z/!?][^\n]{0,40}/);
      if (tag) problems.push(`${page.route}: tag ${tag[0]}`);
      for (const [, target] of prose.matchAll(/\]\(([^)\s]*)/g)) {
        if (!/^(https?:\/\/|mailto:)/.test(target)) problems.push(`${page.route}: link ${target}`);
      }
      if (/\{\/\*|(?<!\\)<\/?[A-Z]\w*[\s/>]/.test(prose)) problems.push(`${page.route}: JSX`);
    }
    assert.deepEqual(problems.slice(0, 30), []);
  });

  it('llms.txt lists every doc exactly once, and every post', (t) => {
    const text = readFileSync(path.join(BUILD, LLMS_FILE), 'utf8');
    // llmstxt.org: the name, the summary, then paragraphs (here: what the file lists, and the MCP endpoint).
    assert.match(text, /^# Medplum\n\n> \S[^\n]+\n\n([^\n#>-][^\n]+\n\n)+## /);
    assert.match(text, /\n\n[^\n]*MCP endpoint https:\/\/www\.medplum\.com\/mcp [^\n]*\/docs\/ai-assistants\.md[^\n]*\n\n/);
    const links = [...text.matchAll(/^- \[[^\n]+?\]\((\S+?)\)(: [^\n]+)?$/gm)].map((match) => match[1]);
    const docLinks = links.filter((link) => link.startsWith(`${SITE_URL}/docs`));
    t.diagnostic(`llms.txt: ${links.length} links, ${docLinks.length} to docs; the build has ${docs.length} docs`);
    const expected = docs.map((page) => SITE_URL + twinPath(page.route)).sort();
    assert.deepEqual([...docLinks].sort(), expected);
    const posts = pages.filter((page) => page.kind === 'post').map((page) => SITE_URL + twinPath(page.route));
    const sections = llmsSectionsOfBuild();
    const blog = sections.find((section) => section.title === BLOG_SECTION);
    assert.deepEqual(blog?.links.map((link) => link.url).sort(), posts.sort(), 'the posts, in the Blog section');
    assert.equal(sections.at(-1)?.title, OPTIONAL_SECTION, 'Optional comes last');
  });

  it('each section of llms.txt has a file with the full text of its pages, in order, named under Optional', (t) => {
    const sections = llmsSectionsOfBuild();
    const optional = sections.pop()!;
    const files = optional.links.filter((link) => link.url !== `${SITE_URL}/${LLMS_FULL_FILE}`);
    assert.equal(files.length, sections.length, 'one file per section');
    let total = 0;
    sections.forEach((section, i) => {
      const file = files[i];
      assert.match(file.url, /^https:\/\/[^/]+\/llms\/[a-z0-9-]+\.txt$/, section.title);
      const text = readFileSync(path.join(BUILD, new URL(file.url).pathname), 'utf8');
      total += Buffer.byteLength(text);
      const addresses = [...text.matchAll(/^URL: (\S+)$/gm)].map((match) => match[1]);
      assert.deepEqual(
        addresses.map((address) => SITE_URL + twinPath(new URL(address).pathname)),
        section.links.map((link) => link.url),
        `${file.url} holds the pages of ${section.title}, in order`,
      );
      assert.ok(file.text.endsWith(`(${sizeText(Buffer.byteLength(text))}).`), `${file.url}: ${file.text}`);
    });
    t.diagnostic(`${sections.length} sections, ${Math.round(total / 1024)} KB of section files`);
    assert.ok(
      optional.links.some((link) => link.url === `${SITE_URL}/${LLMS_FULL_FILE}`),
      'llms-full.txt too',
    );
  });

  it('llms-full.txt holds every guide, headed by its address, and no generated reference page', () => {
    const text = readFileSync(path.join(BUILD, LLMS_FULL_FILE), 'utf8');
    const addresses = [...text.matchAll(/^URL: (\S+)$/gm)].map((match) => match[1]);
    assert.deepEqual([...addresses].sort(), guides.map((page) => SITE_URL + page.route).sort());
  });
});

describe('the server sends the twins of the build', () => {
  let server: http.Server;
  let port = 0;
  before(async () => {
    server = createSiteServer(BUILD, { log: () => undefined });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  it('sends /docs/auth/client-credentials.md as text/markdown, compressed when asked', async () => {
    const plain = await request(port, '/docs/auth/client-credentials.md');
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.equal(plain.body.toString(), readFileSync(path.join(BUILD, 'docs/auth/client-credentials.md'), 'utf8'));
    const br = await request(port, '/docs/auth/client-credentials.md', { 'Accept-Encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
  });

  it('sends llms.txt, llms-full.txt and the section files as text/plain', async () => {
    for (const name of [LLMS_FILE, LLMS_FULL_FILE, 'llms/getting-started.txt']) {
      const reply = await request(port, `/${name}`, { 'Accept-Encoding': 'gzip' });
      assert.equal(reply.status, 200, name);
      assert.equal(reply.headers['content-type'], 'text/plain; charset=utf-8', name);
      assert.equal(reply.headers['content-encoding'], 'gzip', name);
    }
  });

  it('answers /docs/nonexistent.md with the site 404 page', async () => {
    const reply = await request(port, '/docs/nonexistent.md');
    assert.equal(reply.status, 404);
    assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(reply.body.toString(), readFileSync(path.join(BUILD, '404.html'), 'utf8'));
  });
});
