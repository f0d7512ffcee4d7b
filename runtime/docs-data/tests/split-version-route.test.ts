import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteConfig } from '@docusaurus/types';
import type { PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { splitVersionRoute } from '../split-version-route';

const link = (docId: string): PropSidebarItem => ({ type: 'link', label: docId, href: `/docs/${docId}`, docId });
const doc = (id: string, sidebar?: string) => ({ id, title: id, description: `About ${id}`, sidebar });

function version(sidebars: Record<string, PropSidebarItem[]>, docs: ReturnType<typeof doc>[]): PropVersionMetadata {
  return {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    docsSidebars: sidebars,
    docs: Object.fromEntries(docs.map((d) => [d.id, d])),
  };
}

function versionRoute(pages: [string, string | undefined][]): RouteConfig {
  return {
    path: '/docs',
    exact: false,
    component: '@theme/DocPage',
    priority: undefined,
    routes: pages.map(([path, sidebar]) => ({
      path,
      component: '@theme/DocItem',
      exact: true,
      ...(sidebar ? { sidebar } : {}),
    })),
  };
}

const guides = [
  link('index'),
  { type: 'category', label: 'Auth', collapsed: true, collapsible: true, items: [link('auth/login')] },
] as PropSidebarItem[];
const api = [link('api/index'), link('api/fhir/patient'), link('sdk/client'), link('auth/login')];

const route = versionRoute([
  ['/docs', 'guides'],
  ['/docs/auth/login', 'guides'],
  ['/docs/unlisted', undefined],
  ['/docs/api', 'api'],
  ['/docs/api/fhir/patient', 'api'],
  ['/docs/sdk/client', 'api'],
]);
const metadata = version({ guides, api }, [
  doc('index', 'guides'),
  doc('auth/login', 'guides'),
  doc('unlisted'),
  doc('api/index', 'api'),
  doc('api/fhir/patient', 'api'),
  doc('sdk/client', 'api'),
]);

describe('splitting the docs route by sidebar', () => {
  const split = splitVersionRoute(route, metadata);
  const byPath = new Map(split.map((entry) => [entry.route.path, entry]));

  it('gives each folder of a sidebar the docs home does not use a route of its own', () => {
    assert.deepEqual([...byPath.keys()].sort(), ['/docs', '/docs/api', '/docs/sdk']);
    const paths = (p: string) => byPath.get(p)!.route.routes!.map((sub) => sub.path);
    assert.deepEqual(paths('/docs/api'), ['/docs/api', '/docs/api/fhir/patient']);
    assert.deepEqual(paths('/docs/sdk'), ['/docs/sdk/client']);
    assert.deepEqual(paths('/docs'), ['/docs', '/docs/auth/login', '/docs/unlisted']);
  });

  it('keeps every page exactly once, with its component and sidebar', () => {
    const all = split.flatMap((entry) => entry.route.routes ?? []);
    assert.deepEqual(all.map((sub) => sub.path).sort(), route.routes!.map((sub) => sub.path).sort());
    for (const entry of split) assert.equal(entry.route.component, '@theme/DocPage');
  });

  it('places /docs after the split routes, so they match first', () => {
    assert.equal(byPath.get('/docs')!.route.priority, -1);
    assert.equal(byPath.get('/docs/api')!.route.priority, undefined);
  });

  it('gives a split route only its sidebar, its docs and the docs its sidebar links to', () => {
    const apiMetadata = byPath.get('/docs/api')!.metadata;
    assert.deepEqual(Object.keys(apiMetadata.docsSidebars), ['api']);
    assert.deepEqual(Object.keys(apiMetadata.docs).sort(), [
      'api/fhir/patient',
      'api/index',
      'auth/login',
      'sdk/client',
    ]);
    assert.equal(apiMetadata.version, 'current');
    assert.deepEqual(byPath.get('/docs/sdk')!.metadata, apiMetadata);
  });

  it('leaves the API sidebar and its docs out of the guides', () => {
    const rest = byPath.get('/docs')!.metadata;
    assert.deepEqual(Object.keys(rest.docsSidebars), ['guides']);
    assert.deepEqual(Object.keys(rest.docs).sort(), ['auth/login', 'index', 'unlisted']);
  });

  it('keeps one route when the docs home shares the sidebar of every folder', () => {
    const shared = versionRoute([
      ['/docs', 'guides'],
      ['/docs/api/fhir/patient', 'guides'],
    ]);
    const result = splitVersionRoute(shared, metadata);
    assert.equal(result.length, 1);
    assert.equal(result[0].route, shared);
    assert.equal(result[0].metadata, metadata);
  });

  it('does not split a folder whose pages sit in two sidebars', () => {
    const mixed = versionRoute([
      ['/docs', 'guides'],
      ['/docs/api/one', 'api'],
      ['/docs/api/two', 'other'],
    ]);
    assert.equal(splitVersionRoute(mixed, metadata).length, 1);
  });
});
