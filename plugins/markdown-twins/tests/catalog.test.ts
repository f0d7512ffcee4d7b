import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildCatalog, UNLISTED_SECTION, type CatalogInput } from '../catalog';
import { llmsFullTxt, llmsTxt, OPTIONAL_SECTION } from '../llms-files';
import { frontMatter, twinDocument } from '../twin-document';
import { twinPath } from '../twin-path';
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
  const text = llmsTxt(buildCatalog(INPUT), SITE);

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

  it('puts the posts last, in the Optional section, with their titles escaped', () => {
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    assert.equal(sections.at(-1), OPTIONAL_SECTION);
    assert.match(
      text,
      /## Optional\n\n- \[News \\\[1\\\]\]\(https:\/\/www\.medplum\.com\/blog\/news\.md\): A post\.\n$/,
    );
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
