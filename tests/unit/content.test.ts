import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import matter from 'gray-matter';
import config from '../../docusaurus.config';
import { BLOG_TAGS, isBlogTag } from '../../config/blog-tags';
import { DOC_TAGS, DOC_TAG_KEYS, DOC_TAGS_PATH, isDocTag } from '../../config/doc-tags';
import { GENERATED_ROOT, loadIndex } from '../../packages/fhir-model';
import { topicTypeNames } from '../../generators/fhir-reference/topics';
import { RELEASES } from '../../src/data/releases';
import { collectMarkdownFiles } from '../../scripts/samples/check';
import {
  blogAuthors,
  descriptionProblem,
  docFrontMatterProblems,
  hedgeProblems,
  isPartial,
  postDate,
  postProblems,
} from '../../scripts/content/rules';
import { derivedRoutes, docRoute, parseRoutes, readRoutesFile } from '../build/routes';

const root = path.resolve(__dirname, '..', '..');

/** The page routes the spec names (its routes list, contributing/spec/routes.txt). */
const SPEC_ROUTES = parseRoutes(readRoutesFile('contributing/spec/routes.txt')).flatMap((rule) =>
  rule.kind === 'page' ? [rule.path] : [],
);

/** The last segments of the spec's routes under a prefix, e.g. the tags of /docs/tags/<tag>. */
function specNamesUnder(prefix: string): string[] {
  return SPEC_ROUTES.filter((route) => route.startsWith(prefix) && !route.slice(prefix.length).includes('/')).map(
    (route) => route.slice(prefix.length),
  );
}

/** The blog posts the spec names by slug: /blog/<slug>, other than the blog's own listing pages. */
const SPEC_POST_SLUGS = specNamesUnder('/blog/').filter((slug) => !['archive', 'tags', 'page', ''].includes(slug));

/** The post that opens the blog; no post is dated before it. */
const FIRST_POST_SLUG = 'introducing-medplum';

/** Hand-written Markdown under one folder; the generated reference is tested with its generators. */
function markdownFiles(dir: string): string[] {
  return collectMarkdownFiles(root, [dir], [GENERATED_ROOT]);
}

/** Mentions of a Medplum version in prose or code: `@medplum/core` 2.0.25, medplum-server:2.0.25, Medplum 2.0, version 1.0.4, v2.0.1. */
export function releaseCitations(text: string): { version: string; text: string }[] {
  const pattern =
    /(?:@medplum\/[\w-]+`?(?:\s+|@)|medplum-server:|\bMedplum\s+|\b[Vv]ersions?\s+|\bv)(\d+\.\d+(?:\.\d+)?)\b/g;
  return [...text.matchAll(pattern)].map((match) => ({ version: match[1], text: match[0] }));
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < 3; index += 1) {
    if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) - (y[index] ?? 0);
  }
  return 0;
}

function frontMatter(file: string): { data: Record<string, unknown>; content: string } {
  const parsed = matter(readFileSync(path.join(root, file), 'utf8'));
  return { data: parsed.data, content: parsed.content };
}

describe('docs front matter', () => {
  const docs = markdownFiles('docs');

  it('finds every written doc: each Markdown file under docs/ outside the generated reference', () => {
    const generated = (file: string) => file.startsWith(`${GENERATED_ROOT}/`);
    const onDisk = (readdirSync(path.join(root, 'docs'), { recursive: true }) as string[])
      .map((entry) => `docs/${entry.split(path.sep).join('/')}`)
      .filter(
        (file) => /\.mdx?$/.test(file) && !generated(file) && !file.split('/').some((part) => part.startsWith('.')),
      );
    assert.ok(docs.length > 0, 'no docs found');
    assert.deepEqual([...docs].sort(), onDisk.sort());
  });

  for (const file of docs.filter((doc) => !isPartial(doc))) {
    it(`${file} has a title, a one-sentence description and tags from the docs tag list`, () => {
      assert.deepEqual(docFrontMatterProblems(frontMatter(file).data), []);
    });
  }
});

describe('partials', () => {
  const docs = markdownFiles('docs');
  const imports = docs.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/^import (\w+) from '(\.[^']*\/_[^']*\.mdx?)';$/gm)].map(
      ([, name, target]) => ({ file, name, target: path.posix.join(path.posix.dirname(file), target) }),
    ),
  );

  it('each imported partial exists and is used as a component on its page', () => {
    for (const { file, name, target } of imports) {
      assert.ok(docs.includes(target), `${file} imports ${target}, which does not exist`);
      const text = readFileSync(path.join(root, file), 'utf8');
      assert.match(text, new RegExp(`^<${name} />$`, 'm'), `${file} imports ${name} but does not show it`);
    }
  });

  it('each partial under docs/ is imported by a page', () => {
    const imported = new Set(imports.map(({ target }) => target));
    assert.deepEqual(
      docs.filter((file) => isPartial(file) && !imported.has(file)),
      [],
    );
  });
});

describe('SDK and HTTP tabs', () => {
  const docs = markdownFiles('docs');
  for (const file of docs) {
    const text = readFileSync(path.join(root, file), 'utf8');
    // The component as MDX: a tag at the start of a line (prose may name it in backticks).
    const opened = text.match(/^<SdkHttpTabs/gm)?.length ?? 0;
    if (opened === 0) continue;
    it(`${file}: each SdkHttpTabs wraps a TypeScript block, then a curl block`, () => {
      const groups = [...text.matchAll(/^<SdkHttpTabs>$([\s\S]*?)^<\/SdkHttpTabs>$/gm)];
      assert.equal(groups.length, opened, 'every SdkHttpTabs is closed');
      for (const [, body] of groups) {
        const fences = [...body.matchAll(/^```(\w*)/gm)].map((match) => match[1]);
        // Each block has an opening and a closing fence.
        const languages = fences.filter((_, index) => index % 2 === 0);
        assert.equal(languages.length, 2, `two code blocks, got ${languages.length}`);
        assert.ok(['ts', 'typescript'].includes(languages[0]), `first block is TypeScript, got "${languages[0]}"`);
        assert.ok(
          ['bash', 'sh', 'shell'].includes(languages[1]),
          `second block is a shell (curl), got "${languages[1]}"`,
        );
        assert.match(body, /\bcurl\b/, 'the second block calls curl');
      }
    });
  }
});

describe('docs and posts state what the 2.0.25 server does', () => {
  for (const file of [...markdownFiles('docs'), ...markdownFiles('blog')]) {
    it(`${file} has no hedge about the server version`, () => {
      assert.deepEqual(hedgeProblems(file, readFileSync(path.join(root, file), 'utf8')), []);
    });
  }
});

describe('docs tags', () => {
  it('every tag of the list is on at least one written guide', () => {
    const used = new Set(markdownFiles('docs').flatMap((file) => (frontMatter(file).data.tags as string[]) ?? []));
    assert.deepEqual(
      DOC_TAG_KEYS.filter((tag) => !used.has(tag)),
      [],
    );
  });

  it('every tag has a label and a one-sentence description for its tag page', () => {
    for (const key of DOC_TAG_KEYS) {
      const { label, description } = DOC_TAGS[key];
      assert.match(key, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${key}: a key is its tag page's address`);
      assert.ok(label.trim().length > 0, `${key}: label`);
      assert.equal(descriptionProblem(description), null, key);
    }
  });

  it('has every docs tag page the spec names', () => {
    const named = specNamesUnder(`${DOC_TAGS_PATH}/`);
    assert.ok(named.length > 0, `the spec's routes list names no ${DOC_TAGS_PATH}/ pages`);
    assert.deepEqual(
      named.filter((tag) => !isDocTag(tag)),
      [],
    );
  });

  it('tags reference pages only of FHIR types that have one', () => {
    const index = loadIndex();
    assert.deepEqual(
      topicTypeNames().filter((name) => !index.types.has(name)),
      [],
    );
  });
});

describe('blog posts', () => {
  const folders = readdirSync(path.join(root, 'blog')).filter((entry) =>
    statSync(path.join(root, 'blog', entry)).isDirectory(),
  );
  const authors = blogAuthors(root);
  const posts = folders.map((folder) => ({ folder, ...frontMatter(`blog/${folder}/index.md`) }));
  const today = new Date().toISOString().slice(0, 10);
  const firstPost = posts.find(({ data }) => data.slug === FIRST_POST_SLUG);

  it("finds every post: each Markdown file under blog/ is a post folder's index.md", () => {
    assert.ok(posts.length > 0, 'no posts found');
    assert.deepEqual(
      markdownFiles('blog').filter((file) => !/^blog\/[^/]+\/index\.md$/.test(file)),
      [],
    );
  });

  it('has enough posts for every page of the blog list that the spec names', () => {
    const blog = (config.presets?.[0] as [string, { blog: { postsPerPage: number } }])[1].blog;
    const pages = Math.max(1, ...specNamesUnder('/blog/page/').map(Number));
    const needed = (pages - 1) * blog.postsPerPage + 1;
    assert.ok(posts.length >= needed, `${posts.length} posts; /blog/page/${pages} needs at least ${needed}`);
  });

  it(`opens with the ${FIRST_POST_SLUG} post`, () => {
    assert.ok(firstPost, `no post has slug ${FIRST_POST_SLUG}`);
    const first = postDate(firstPost.folder);
    assert.deepEqual(
      posts.filter(({ folder }) => (postDate(folder) ?? '') < (first ?? '')).map(({ folder }) => folder),
      [],
    );
  });

  for (const { folder, data, content } of posts) {
    it(`${folder} has title, slug, date, authors, tags, description and a truncate marker`, () => {
      assert.deepEqual(postProblems(folder, { data, content }, { today, authors }), []);
    });
  }

  it('uses each slug once', () => {
    const slugs = posts.map(({ data }) => String(data.slug));
    assert.deepEqual(
      slugs.filter((slug, index) => slugs.indexOf(slug) !== index),
      [],
    );
  });

  it('tags at least one post with each tag of the list', () => {
    const used = new Set(posts.flatMap(({ data }) => data.tags as string[]));
    assert.deepEqual(
      BLOG_TAGS.filter((tag) => !used.has(tag)),
      [],
    );
  });

  it('has every blog tag page the spec names in its list', () => {
    const named = specNamesUnder('/blog/tags/');
    assert.ok(named.length > 0, "the spec's routes list names no /blog/tags/ pages");
    assert.deepEqual(
      named.filter((tag) => !isBlogTag(tag)),
      [],
    );
  });

  it("cite only Medplum releases that were out on the post's date", () => {
    const released = new Map(RELEASES.map((release) => [release.version, release.date]));
    const problems: string[] = [];
    for (const { folder, content } of posts) {
      const date = folder.slice(0, 10);
      for (const { version, text } of releaseCitations(content)) {
        const full = /^\d+\.\d+$/.test(version) ? `${version}.0` : version;
        const out = released.get(full);
        if (out === undefined && compareVersions(full, '1.0.0') >= 0) {
          problems.push(`${folder}: "${text}" names ${version}, which is not a release up to 2.0.25`);
        } else if (out !== undefined && out > date) {
          problems.push(`${folder}: "${text}" names ${version}, released ${out}, after the post`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('has the posts the spec names', () => {
    const slugs = posts.map(({ data }) => data.slug);
    assert.ok(SPEC_POST_SLUGS.length > 0, "the spec's routes list names no posts");
    assert.deepEqual(
      SPEC_POST_SLUGS.filter((slug) => !slugs.includes(slug)),
      [],
    );
  });
});

describe('routes the build test derives from the content', () => {
  it('gives a doc the route Docusaurus gives it', () => {
    assert.equal(docRoute('index.md', { slug: '/' }), '/docs');
    assert.equal(docRoute('api/index.md', { slug: '/api' }), '/docs/api');
    assert.equal(docRoute('bots/index.md', {}), '/docs/bots');
    assert.equal(docRoute('guides/guides.md', {}), '/docs/guides');
    assert.equal(docRoute('auth/logout.md', {}), '/docs/auth/logout');
    assert.equal(docRoute('auth/logout.mdx', { slug: 'sign-out' }), '/docs/auth/sign-out');
    assert.equal(docRoute('auth/logout.md', { id: 'log-out' }), '/docs/auth/log-out');
  });

  it('derives one route per doc, post, tag, product and solution, none twice', () => {
    const routes = derivedRoutes();
    const files = new Set(routes.map((route) => route.file));
    // Docusaurus publishes no file or folder whose name starts with `_` (partials).
    const published = markdownFiles('docs').filter((file) => !isPartial(file));
    for (const file of [
      ...published,
      'config/doc-tags.ts',
      'config/blog-tags.ts',
      'src/data/products',
      'src/data/solutions',
    ]) {
      assert.ok(files.has(file), `${file} calls for no route`);
    }
    const paths = routes.map((route) => route.route);
    assert.deepEqual(
      paths.filter((route, index) => paths.indexOf(route) !== index),
      [],
    );
  });
});
