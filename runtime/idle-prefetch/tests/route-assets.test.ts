import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type RouteConfig, matchRoutes } from 'react-router-config';
import { chunkNames, indexByRoutePath, matchBranch, routeAssets, routeMatches } from '../route-assets';

/** Docusaurus 2.4.1's lookup (lib/client/docusaurus.js and flat.js), restated to compare against. */
function stockChunkNames(routes: RouteConfig[], table: Record<string, unknown>, pathname: string): string[] {
  const flatValues = (tree: unknown): unknown[] => {
    const output: unknown[] = [];
    const visit = (node: object) =>
      Object.values(node).forEach((value) =>
        typeof value === 'object' && value && Object.keys(value).length > 0 ? visit(value) : output.push(value),
      );
    visit(tree as object);
    return output;
  };
  return matchRoutes(routes, pathname).flatMap(({ route }) =>
    Object.entries(table)
      .filter(([key]) => key.replace(/-[^-]+$/, '') === route.path)
      .flatMap(([, tree]) => flatValues(tree) as string[]),
  );
}

const routes: RouteConfig[] = [
  { path: '/blog', exact: true },
  { path: '/blog/fhir-r5', exact: true },
  {
    path: '/docs',
    routes: [
      { path: '/docs/intro', exact: true },
      { path: '/docs/auth/oauth-auth-code', exact: true },
    ],
  },
  { path: '*' },
];
const table = {
  '/blog-0a1': { component: 'blog-list', items: [{ content: 'post-a' }, { content: 'post-b' }], sidebar: 'blog-side' },
  '/blog/fhir-r5-7c2': { component: 'blog-post', content: 'post-a', sidebar: 'blog-side' },
  '/docs-5d9': { component: 'docs-root', versionMetadata: 'docs-version' },
  '/docs/intro-e41': { component: 'doc-item', content: 'intro-mdx' },
  '/docs/auth/oauth-auth-code-ab3': { component: 'doc-item', content: 'oauth-mdx' },
  '*-11f': { component: 'not-found' },
};

describe('route assets', () => {
  it('finds the chunk names Docusaurus finds, for every kind of route', () => {
    const byPath = indexByRoutePath(table);
    for (const pathname of ['/blog', '/blog/fhir-r5', '/docs/intro', '/docs/auth/oauth-auth-code', '/nowhere']) {
      const ours = matchRoutes(routes, pathname).flatMap(({ route }) => byPath.get(String(route.path)) ?? []);
      assert.deepEqual(ours, stockChunkNames(routes, table, pathname), pathname);
    }
  });

  it('keeps a hyphenated route path whole: only the last part of a key is its hash', () => {
    assert.deepEqual(indexByRoutePath(table).get('/docs/auth/oauth-auth-code'), ['doc-item', 'oauth-mdx']);
  });

  it('reads the leaves of nested chunk trees in order', () => {
    assert.deepEqual(chunkNames({ a: 'x', b: [{ c: 'y' }, { d: { e: 'z' } }] }), ['x', 'y', 'z']);
  });

  it('gives each file once, and leaves out chunks webpack merged away', () => {
    const urls = routeAssets(routes, table, (name) =>
      name === 'blog-side' ? '/assets/js/undefined.js' : `/assets/js/${name}.js`,
    );
    assert.deepEqual(urls('/blog'), ['/assets/js/blog-list.js', '/assets/js/post-a.js', '/assets/js/post-b.js']);
    assert.deepEqual(urls('/docs/intro'), [
      '/assets/js/docs-root.js',
      '/assets/js/docs-version.js',
      '/assets/js/doc-item.js',
      '/assets/js/intro-mdx.js',
    ]);
  });

  it('indexes the table once, on the first lookup', () => {
    let reads = 0;
    const counted = new Proxy(table, {
      ownKeys(target) {
        reads++;
        return Reflect.ownKeys(target);
      },
    });
    const urls = routeAssets(routes, counted, (name) => `/assets/js/${name}.js`);
    assert.equal(reads, 0);
    urls('/blog');
    urls('/docs/intro');
    urls('/blog/fhir-r5');
    assert.equal(reads, 1);
  });
});

describe('route matching', () => {
  const table: RouteConfig[] = [
    { path: '/search', exact: true },
    { path: '/blog/tags/:tag', exact: true },
    { path: '/blog', exact: true },
    { path: '/Docs-Case', exact: true },
    { path: '/trailing/', exact: true },
    {
      path: '/docs',
      routes: [
        { path: '/docs/intro', exact: true },
        { path: '/docs/api/fhir/resources/patient', exact: true },
        { path: '/docs/files/*' },
      ],
    },
    { path: '/docs/api', routes: [{ path: '/docs/api/fhir/resources/patient', exact: true }] },
    { routes: [{ path: '/nested', exact: true }] },
    { path: '*' },
  ];
  const paths = [
    '/',
    '/search',
    '/search/',
    '/SEARCH',
    '/search/more',
    '/blog',
    '/blog/tags/fhir',
    '/blog/tags/fhir/extra',
    '/docs-case',
    '/trailing',
    '/trailing/',
    '/docs',
    '/docs/',
    '/docs/intro',
    '/docs/intro/',
    '/docs//intro',
    '/docs/Intro',
    '/docs/api/fhir/resources/patient',
    '/docs/files/a/b.txt',
    '/docsx',
    '/nested',
    '/elsewhere',
  ];

  it("gives react-router-config's branch for every kind of path and route", () => {
    for (const pathname of paths) {
      assert.deepEqual(
        matchBranch(table, pathname),
        matchRoutes(table, pathname).map(({ route }) => route),
        pathname,
      );
    }
  });

  it('compares plain paths as text, and only patterns go to react-router', () => {
    assert.equal(routeMatches({ path: '/docs', exact: true }, '/DOCS/'), true);
    assert.equal(routeMatches({ path: '/docs' }, '/docs-old'), false);
    assert.equal(routeMatches({ path: '/docs/:id', exact: true }, '/docs/x'), true);
  });
});
