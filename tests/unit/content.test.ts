import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import matter from 'gray-matter';
import { RELEASES } from '../../src/data/releases';
import { GENERATED_ROOT } from '../../plugins/reference/generated-root';
import { collectMarkdownFiles } from '../../scripts/samples/check';

const root = path.resolve(__dirname, '..', '..');

/** The docs tags of the spec (section 2); a tag outside this list is a typo. */
export const DOC_TAGS = [
  'app',
  'auth',
  'billing',
  'bots',
  'careplans',
  'charting',
  'compliance',
  'integration',
  'medications',
  'questionnaires',
  'scheduling',
  'security',
  'subscription',
  'subscriptions',
];

/** Blog tags that must each have a tag page (spec section 2). */
const REQUIRED_BLOG_TAGS = [
  'billing',
  'bots',
  'case-study',
  'compliance',
  'fhir-datastore',
  'integration',
  'interop',
  'react',
  'self-host',
];

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

  it('finds the written docs', () => {
    assert.ok(docs.length >= 50, `only ${docs.length} docs`);
  });

  for (const file of docs) {
    it(`${file} has a title, a one-sentence description and known tags`, () => {
      const { data } = frontMatter(file);
      assert.equal(typeof data.title, 'string', 'title');
      assert.ok((data.title as string).trim().length > 0, 'title is empty');
      assert.equal(typeof data.description, 'string', 'description');
      const description = (data.description as string).trim();
      assert.ok(description.length >= 20 && description.length <= 300, `description length ${description.length}`);
      assert.match(description, /[.!?]$/, 'description ends a sentence');
      if (data.tags !== undefined) {
        assert.ok(Array.isArray(data.tags), 'tags is a list');
        for (const tag of data.tags as unknown[]) {
          assert.ok(DOC_TAGS.includes(String(tag)), `unknown tag "${String(tag)}"`);
        }
      }
    });
  }
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

/**
 * Phrases that send the reader to find out what the server does instead of
 * saying it. The docs describe the 2.0.25 server, whose source answers these.
 */
const HEDGES = [
  /\byour server(?:'s)? version\b/i,
  /\bon your version\b/i,
  /\bcheck (?:whether|that|how) your server\b/i,
  /\bdepends? on (?:the|your) server version\b/i,
  /\bconfirm (?:it )?on your server\b/i,
  /\bmay vary\b/i,
];

describe('docs and posts state what the 2.0.25 server does', () => {
  for (const file of [...markdownFiles('docs'), ...markdownFiles('blog')]) {
    it(`${file} has no hedge about the server version`, () => {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      const found = lines.flatMap((line, index) =>
        HEDGES.filter((hedge) => hedge.test(line)).map(() => `${file}:${index + 1}: ${line.trim().slice(0, 120)}`),
      );
      assert.deepEqual(found, []);
    });
  }
});

describe('docs tags', () => {
  it('every docs tag of the spec is on at least one written guide', () => {
    const used = new Set(markdownFiles('docs').flatMap((file) => (frontMatter(file).data.tags as string[]) ?? []));
    assert.deepEqual(
      DOC_TAGS.filter((tag) => !used.has(tag)),
      [],
    );
  });
});

describe('blog posts', () => {
  const folders = readdirSync(path.join(root, 'blog')).filter((entry) =>
    statSync(path.join(root, 'blog', entry)).isDirectory(),
  );
  const authors = Object.keys(
    (matter(`---\n${readFileSync(path.join(root, 'blog', 'authors.yml'), 'utf8')}\n---\n`).data ?? {}) as object,
  );
  const posts = folders.map((folder) => ({ folder, ...frontMatter(`blog/${folder}/index.md`) }));

  it('has 21 to 25 posts, enough for three pages of ten', () => {
    assert.ok(posts.length >= 21 && posts.length <= 25, `${posts.length} posts`);
  });

  for (const { folder, data, content } of posts) {
    it(`${folder} has title, slug, date, authors, tags, description and a truncate marker`, () => {
      assert.match(folder, /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/, 'folder is <date>-<slug>');
      const date = folder.slice(0, 10);
      assert.ok(date >= '2021-10-01' && date <= '2023-07-31', `date ${date} outside late 2021 to mid 2023`);
      assert.equal(typeof data.title, 'string');
      assert.match(String(data.slug), /^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug');
      assert.equal(typeof data.description, 'string');
      assert.ok(Array.isArray(data.authors) && data.authors.length > 0, 'authors');
      for (const author of data.authors as string[]) {
        assert.ok(authors.includes(author), `author "${author}" is not in blog/authors.yml`);
      }
      assert.ok(Array.isArray(data.tags) && data.tags.length > 0, 'tags');
      const truncate = content.indexOf('<!--truncate-->');
      assert.ok(truncate > 0, 'truncate marker');
      assert.ok(
        content
          .slice(0, truncate)
          .trim()
          .split(/\n\s*\n/).length <= 2,
        'truncate after the opening paragraph',
      );
    });
  }

  it('uses each slug once', () => {
    const slugs = posts.map(({ data }) => String(data.slug));
    assert.deepEqual(
      slugs.filter((slug, index) => slugs.indexOf(slug) !== index),
      [],
    );
  });

  it('tags at least one post with each tag of the spec', () => {
    const used = new Set(posts.flatMap(({ data }) => data.tags as string[]));
    assert.deepEqual(
      REQUIRED_BLOG_TAGS.filter((tag) => !used.has(tag)),
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

  it('has the slugs the spec names', () => {
    const slugs = posts.map(({ data }) => data.slug);
    for (const slug of ['fhir-r5', 'soc2-type1', 'patient-deduplication']) {
      assert.ok(slugs.includes(slug), slug);
    }
  });
});
