/**
 * Every page of a production build (build/, or MARKDOWN_TEST_BUILD) that has
 * a Markdown twin, read through the project's server twice: as a browser asks
 * for it and with `Accept: text/markdown`. Both answers must say what they
 * are and that they vary by Accept; the HTML must name its twin in a Link
 * header; and the twin must have the page's headings and code blocks. Pages
 * without a twin must answer HTML alone, and the static host's `_headers`
 * must give the same Link to the same pages.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../../../../packages/common/src/build-files';
import { STATIC_HOST_FILES } from '../../../../server/build-manifest';
import { HOSTING_RULES } from '../../../../server/hosting-rules';
import { pathHeaders } from '../../../../server/rule-lookup';
import { indexSite } from '../../../../server/site-files';
import { hostHeaders, parseHeadersFile } from '../../../../tests/unit/headers-file';
import { request, serveBuild, type Reply, type RunningSite } from '../../../../tests/unit/server-fixture';
import { twinPath } from '../../../../config/twin-path';
import { htmlOutline, markdownOutline, outlineDifferences } from '../outline';

const BUILD = path.resolve(process.env.MARKDOWN_TEST_BUILD ?? 'build');
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const MARKDOWN = 'text/markdown';
/** Requests in flight at once. */
const PARALLEL = 4;

interface Page {
  route: string;
  html: string;
}

/** Every built page, and the pages whose twin the build holds (a file at the page's path plus `.md`). */
function pagesOfBuild(): { twinned: Page[]; others: Page[] } {
  const twinned: Page[] = [];
  const others: Page[] = [];
  for (const { route, file } of builtPages(BUILD)) {
    if (route === '/404') continue;
    const page = { route, html: readFileSync(file, 'utf8') };
    (existsSync(path.join(BUILD, twinPath(route))) ? twinned : others).push(page);
  }
  return { twinned, others };
}

/** Runs `work` on every item, `PARALLEL` at a time, and returns the problems it reports. */
async function eachInParallel<T>(items: readonly T[], work: (item: T) => Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) problems.push(...(await work(items[next++])));
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return problems;
}

describe('pages and their Markdown twins, both ways through the server', () => {
  const { twinned, others } = pagesOfBuild();
  let site: RunningSite;
  let port = 0;

  before(async () => {
    site = await serveBuild(BUILD, { keep: true });
    port = site.port;
  });

  after(() => {
    site.close();
    assert.deepEqual(site.errors, [], 'the server logged no error');
  });

  it('finds the pages with a twin: every doc and post', (t) => {
    t.diagnostic(`${twinned.length} pages with a twin, ${others.length} without`);
    assert.ok(twinned.length > 300, `${twinned.length} pages with a twin`);
    assert.ok(twinned.some((page) => page.route.startsWith('/blog/')));
  });

  it('answers each as HTML and as Markdown, with the headers of each, and the same outline', async (t) => {
    let headings = 0;
    let codeBlocks = 0;
    const problems = await eachInParallel(twinned, async ({ route, html }) => {
      const twin = twinPath(route);
      const found: string[] = [];
      const check = (reply: Reply, name: string, expected: string | undefined, as: string) => {
        const actual = reply.headers[name];
        if (actual !== expected) found.push(`${route} as ${as}: ${name} ${String(actual)}, not ${expected}`);
      };
      const page = await request(port, route, { Accept: BROWSER });
      const markdown = await request(port, route, { Accept: MARKDOWN });
      for (const [reply, as] of [
        [page, 'HTML'],
        [markdown, 'Markdown'],
      ] as const) {
        if (reply.status !== 200) found.push(`${route} as ${as}: status ${reply.status}`);
        // Accept-Encoding too where the build compressed the file (over 1 KB).
        const vary = String(reply.headers.vary ?? '').split(/\s*,\s*/);
        if (!vary.includes('Accept')) found.push(`${route} as ${as}: Vary ${reply.headers.vary}`);
      }
      check(page, 'content-type', 'text/html; charset=utf-8', 'HTML');
      check(page, 'link', `<${twin}>; rel="alternate"; type="text/markdown"`, 'HTML');
      check(markdown, 'content-type', 'text/markdown; charset=utf-8', 'Markdown');
      check(markdown, 'content-location', twin, 'Markdown');
      check(markdown, 'link', undefined, 'Markdown');
      if (page.headers.etag === markdown.headers.etag) found.push(`${route}: one ETag for both`);
      if (page.body.toString() !== html) found.push(`${route}: the HTML answer is not the built page`);
      if (!markdown.body.equals(readFileSync(path.join(BUILD, twin))))
        found.push(`${route}: the Markdown is not ${twin}`);
      const kind = route.startsWith('/blog/') ? 'post' : 'doc';
      const fromHtml = htmlOutline(page.body.toString(), kind);
      const fromMarkdown = markdownOutline(markdown.body.toString());
      headings += fromHtml.headings.length;
      codeBlocks += fromHtml.code.length;
      if (fromHtml.headings.length === 0) found.push(`${route}: no heading found in the HTML`);
      return [...found, ...outlineDifferences(fromHtml, fromMarkdown).map((problem) => `${route}: ${problem}`)];
    });
    t.diagnostic(`${twinned.length} pages read both ways: ${headings} headings and ${codeBlocks} code blocks matched`);
    assert.deepEqual(problems.slice(0, 40), []);
  });

  it('answers pages without a twin with HTML alone, whatever the Accept', async () => {
    const problems = await eachInParallel(others, async ({ route }) => {
      const reply = await request(port, route, { Accept: MARKDOWN, 'Accept-Encoding': 'br' });
      const found: string[] = [];
      if (reply.status !== 200) found.push(`${route}: status ${reply.status}`);
      if (reply.headers['content-type'] !== 'text/html; charset=utf-8') found.push(`${route}: not HTML`);
      if (reply.headers.link !== undefined) found.push(`${route}: Link ${reply.headers.link}`);
      const vary = String(reply.headers.vary ?? '').split(/\s*,\s*/);
      if (vary.includes('Accept')) found.push(`${route}: Vary ${reply.headers.vary}`);
      return found;
    });
    assert.deepEqual(problems, []);
  });

  it("the static host's _headers gives every path the server's Link, in at most 100 rules", (t) => {
    const blocks = parseHeadersFile(readFileSync(path.join(BUILD, STATIC_HOST_FILES.headers), 'utf8'));
    const site = indexSite(BUILD, pathHeaders(HOSTING_RULES.byPath), HOSTING_RULES.twins);
    const linkBlocks = blocks.filter(
      (block) => block.set.some(([name]) => name === 'Link') || block.unset.includes('Link'),
    );
    t.diagnostic(
      `_headers: ${blocks.length} rules, ${linkBlocks.length} of them for the Link of ${twinned.length} pages`,
    );
    assert.ok(blocks.length <= 100, `${blocks.length} rules`);
    const wrong = [...site.values()].flatMap((file) => {
      const host = hostHeaders(blocks, file.urlPath).get('link');
      return host === file.headers.Link ? [] : [`${file.urlPath}: host ${host}, server ${file.headers.Link}`];
    });
    assert.deepEqual(wrong.slice(0, 20), []);
    assert.equal([...site.values()].filter((file) => file.headers.Link).length, twinned.length);
  });
});
