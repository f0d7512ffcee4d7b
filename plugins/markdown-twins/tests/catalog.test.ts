import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildCatalog, UNLISTED_SECTION, type CatalogInput } from '../catalog';
import {
  BLOG_SECTION,
  llmsFullTxt,
  llmsSections,
  llmsTxt,
  OPTIONAL_SECTION,
  sectionSlug,
  sectionTxt,
  sizeText,
} from '../llms-files';
import { frontMatter, twinDocument } from '../twin-document';
import { twinPath } from '../../../config/twin-path';
import { docPage } from './fixture-html';

const SITE = 'https://www.medplum.com';
const doc = (id: string, permalink: string, description = `About ${id}.`) => ({
  id,
  title: id.replace(/.*\//, '').replace(/^./, (ch) => ch.toUpperCase()),
  description,
  permalink,
});

const INPUT: CatalogInput = {
  docs: [
    // An index doc's permalink ends with a slash; its page and twin do not.
    doc('index', '/docs/'),
    doc('auth/login', '/docs/auth/login'),
    doc('auth/index', '/docs/auth/overview'),
    doc('api/index', '/docs/api'),
    doc('generated/fhir/resources/patient', '/docs/api/fhir/resources/patient'),
    doc('orphan', '/docs/orphan'),
  ],
  sidebars: {
    docsSidebar: [
      { type: 'category', label: 'Start', items: [{ type: 'doc', id: 'index' }] },
      {
        type: 'category',
        label: 'Auth',
        link: { type: 'doc', id: 'auth/index' },
        items: [{ type: 'link' }, { type: 'doc', id: 'auth/login' }, { type: 'doc', id: 'index' }],
      },
    ],
    apiSidebar: [
      { type: 'doc', id: 'api/index' },
      { type: 'category', label: 'Resources', items: [{ type: 'doc', id: 'generated/fhir/resources/patient' }] },
    ],
  },
  sidebarTitles: { docsSidebar: 'Guides', apiSidebar: 'API reference' },
  posts: [
    { metadata: { permalink: '/blog/news', title: 'News [1]', description: 'A post.', date: '2024-05-02T00:00:00Z' } },
  ],
};

describe('catalog', () => {
  const catalog = buildCatalog(INPUT);

  it('orders docs by sidebar: sections are top-level categories, a category page before its items', () => {
    assert.deepEqual(
      catalog.sections.map((section) => [section.title, section.pages.map((page) => page.route)]),
      [
        ['Start', ['/docs']],
        ['Auth', ['/docs/auth/overview', '/docs/auth/login']],
        ['API reference', ['/docs/api']],
        ['API reference: Resources', ['/docs/api/fhir/resources/patient']],
        [UNLISTED_SECTION, ['/docs/orphan']],
      ],
    );
  });

  it('lists every doc exactly once and tells guides from generated reference', () => {
    assert.equal(catalog.docs.length, INPUT.docs.length);
    assert.equal(new Set(catalog.docs.map((page) => page.route)).size, INPUT.docs.length);
    assert.deepEqual(
      catalog.docs.filter((page) => page.kind === 'reference').map((page) => page.route),
      ['/docs/api/fhir/resources/patient'],
    );
    assert.deepEqual(catalog.posts, [
      { route: '/blog/news', title: 'News [1]', description: 'A post.', kind: 'blog', date: '2024-05-02' },
    ]);
  });
});

describe('llms.txt', () => {
  const sections = llmsSections(buildCatalog(INPUT));
  const sizes = {
    sections: new Map(sections.map((section, i) => [section.file, 2048 * (i + 1)])),
    full: { bytes: 3 * 1024 * 1024, pages: 4 },
  };
  const text = llmsTxt(sections, sizes, SITE);

  it('follows llmstxt.org: title, summary, paragraph, then sections of links to the twins', () => {
    const lines = text.split('\n');
    assert.equal(lines[0], '# Medplum');
    assert.match(lines[2], /^> \S/);
    assert.match(lines[4], /^[A-Z]/);
    assert.match(
      text,
      /\n## Auth\n\n- \[Index\]\(https:\/\/www\.medplum\.com\/docs\/auth\/overview\.md\): About auth\/index\.\n- \[Login\]/,
    );
    assert.match(text, /\n## Start\n\n- \[Index\]\(https:\/\/www\.medplum\.com\/docs\.md\): About index\.\n/);
  });

  // Until the section files, the posts were the Optional section; they are now a section of their own, and
  // Optional holds the files with each section's full text, which repeat what the page links lead to.
  it('has one section per part of the site, the blog after the docs, with its titles escaped', () => {
    const titles = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    assert.deepEqual(titles, [
      'Start',
      'Auth',
      'API reference',
      'API reference: Resources',
      'Other pages',
      BLOG_SECTION,
      OPTIONAL_SECTION,
    ]);
    assert.match(
      text,
      /\n## Blog\n\n- \[News \\\[1\\\]\]\(https:\/\/www\.medplum\.com\/blog\/news\.md\): A post\.\n\n## Optional\n/,
    );
  });

  it("ends with the Optional section: each section's full-text file with its page count and size, then llms-full.txt", () => {
    const optional = text.slice(text.indexOf('\n## Optional\n'));
    const links = [...optional.matchAll(/^- \[(.+?)\]\((\S+)\): (.+)$/gm)].map((match) => [
      match[1],
      match[2],
      match[3],
    ]);
    assert.deepEqual(
      links.map(([, url]) => url),
      [...sections.map((section) => `${SITE}${section.file}`), `${SITE}/llms-full.txt`],
    );
    assert.deepEqual(links[1], [
      'Auth (full text)',
      'https://www.medplum.com/llms/auth.txt',
      'The full text of the "Auth" section (2 pages), in one file (4 KB).',
    ]);
    assert.equal(
      links.at(-1)?.[2],
      'The full text of every hand-written page of the documentation (4 pages), in one file (3.0 MB).',
    );
    assert.equal(links.at(-2)?.[2], 'The full text of the blog (1 post), in one file (12 KB).');
  });

  it('names each section file after its title, and refuses two sections with one file', () => {
    assert.deepEqual(
      sections.map((section) => section.file),
      [
        '/llms/start.txt',
        '/llms/auth.txt',
        '/llms/api-reference.txt',
        '/llms/api-reference-resources.txt',
        '/llms/other-pages.txt',
        '/llms/blog.txt',
      ],
    );
    assert.equal(sectionSlug('API reference: OAuth 2.0'), 'api-reference-oauth-2-0');
    const clash = buildCatalog({
      ...INPUT,
      sidebars: { docsSidebar: [{ type: 'category', label: 'Blog', items: [{ type: 'doc', id: 'index' }] }] },
    });
    assert.throws(() => llmsSections(clash), /two sections of llms\.txt would share \/llms\/blog\.txt/);
    assert.equal(sizeText(100), '1 KB');
    assert.equal(sizeText(1536 * 1024), '1.5 MB');
  });

  it('a section file holds the text of its pages in order, each headed by its title and address', () => {
    const auth = sections.find((section) => section.title === 'Auth')!;
    const bodies = new Map([
      ['/docs/auth/overview', '# Index\n\nOverview text.\n'],
      ['/docs/auth/login', '# Login\n\nLogin text.\n'],
    ]);
    const file = sectionTxt(auth, bodies, SITE);
    assert.match(file, /^# Medplum: Auth\n\n> \S[^\n]+\n\nThe full Markdown text of the "Auth" section \(2 pages\) of/);
    assert.deepEqual(
      [...file.matchAll(/^URL: (\S+)$/gm)].map((match) => match[1]),
      ['https://www.medplum.com/docs/auth/overview', 'https://www.medplum.com/docs/auth/login'],
    );
    assert.ok(file.indexOf('Overview text.') < file.indexOf('Login text.'));
    assert.throws(() => sectionTxt(auth, new Map(), SITE), /\/docs\/auth\/overview has no twin for \/llms\/auth\.txt/);
  });

  it('llms-full.txt heads each guide with its title and address, without repeating its # line', () => {
    const full = llmsFullTxt(
      [{ page: { route: '/docs/a', title: 'A page', description: '', kind: 'guide' }, body: '# A page\n\nText.\n' }],
      SITE,
    );
    assert.match(full, /\n---\n\n# A page\n\nURL: https:\/\/www\.medplum\.com\/docs\/a\n\nText\.\n$/);
    assert.equal(full.match(/^# A page$/gm)?.length, 1);
  });
});

describe('twin files', () => {
  it('puts a twin next to its page: the route plus .md', () => {
    assert.equal(twinPath('/docs/auth/client-credentials'), '/docs/auth/client-credentials.md');
    assert.equal(twinPath('/docs'), '/docs.md');
    assert.equal(twinPath('/docs/'), '/docs.md');
    assert.equal(twinPath('/'), '/index.md');
  });

  it('writes front matter as YAML double-quoted strings, whatever the text holds', () => {
    assert.equal(
      frontMatter({ title: 'A "quoted": title\n#x', description: undefined, url: `${SITE}/x` }),
      '---\ntitle: "A \\"quoted\\": title\\n#x"\nurl: "https://www.medplum.com/x"\n---\n',
    );
  });

  it('heads the body with the page title when the content has no h1 (blog posts)', () => {
    const page = {
      route: '/blog/news',
      title: 'News',
      description: 'A post.',
      kind: 'blog' as const,
      date: '2024-05-02',
    };
    const html =
      '<article><header><h1>News</h1><time>May 2</time></header><div itemprop="articleBody"><p>Body.</p></div></article>';
    const twin = twinDocument(page, html, SITE);
    assert.equal(
      twin.text,
      '---\ntitle: "News"\ndescription: "A post."\nurl: "https://www.medplum.com/blog/news"\ndate: "2024-05-02"\n---\n\n# News\n\nBody.\n',
    );
    const guide = twinDocument(
      { ...page, route: '/docs/x', kind: 'guide', date: undefined },
      docPage('<p>B.</p>'),
      SITE,
    );
    assert.equal(guide.body, '# Page title\n\nB.\n');
  });
});
