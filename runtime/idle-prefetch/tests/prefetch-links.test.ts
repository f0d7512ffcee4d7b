import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prefetchLinks } from '../prefetch-links';

/** The little of a document prefetchLinks uses: existing script and link elements, and a head to add to. */
function fakeDocument(existing: { src?: string; href?: string }[]) {
  const added: { rel: string; href: string }[] = [];
  const head = { appendChild: (link: { rel: string; href: string }) => added.push(link) };
  const document = {
    location: { href: 'https://www.medplum.test/docs/intro' },
    head,
    querySelectorAll: () =>
      existing.map((attributes) => ({
        getAttribute: (name: 'src' | 'href') => attributes[name] ?? null,
      })),
    createElement: () => ({ rel: '', href: '' }),
  };
  return { document: document as unknown as Document, added };
}

describe('prefetch links', () => {
  it('adds one prefetch link per file, however often it is asked for', () => {
    const { document, added } = fakeDocument([]);
    const prefetch = prefetchLinks(document);
    assert.equal(prefetch('/assets/js/a.js'), true);
    assert.equal(prefetch('/assets/js/b.js'), true);
    assert.equal(prefetch('/assets/js/a.js'), false);
    assert.deepEqual(added, [
      { rel: 'prefetch', href: '/assets/js/a.js' },
      { rel: 'prefetch', href: '/assets/js/b.js' },
    ]);
  });

  it('never asks for a file the page already loads or preloads, however its URL is written', () => {
    const { document, added } = fakeDocument([
      { src: '/assets/js/main.js' },
      { href: 'https://www.medplum.test/assets/js/route.js' },
    ]);
    const prefetch = prefetchLinks(document);
    assert.equal(prefetch('/assets/js/main.js'), false);
    assert.equal(prefetch('/assets/js/route.js'), false);
    assert.equal(prefetch('/assets/js/other.js'), true);
    assert.deepEqual(
      added.map((link) => link.href),
      ['/assets/js/other.js'],
    );
  });
});
