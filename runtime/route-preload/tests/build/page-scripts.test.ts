/**
 * The built pages list their scripts for the loader (runtime/route-preload)
 * and name none in a tag the browser would fetch before the first paint.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ENTRY_NAMES, ENTRY_SCRIPT } from '../..';
import { pageScripts } from '../../page-scripts';

const BUILD = path.resolve('build');

describe('page scripts in the built pages', () => {
  it('lists the entry scripts and the chunks of a page in its HTML, with no script tag before the first paint', () => {
    const guide = readFileSync(path.join(BUILD, 'docs/auth/oauth-auth-code.html'), 'utf8');
    const listed = pageScripts(guide);
    assert.ok(listed, 'the guide lists its scripts');
    assert.equal(listed.entries.length, ENTRY_NAMES.length);
    assert.ok(listed.entries.every((src) => ENTRY_SCRIPT.test(src)), listed.entries.join(', '));
    assert.ok(listed.chunks.length > 0 && !listed.chunks.some((src) => ENTRY_SCRIPT.test(src)), 'its own chunks');
    for (const src of [...listed.entries, ...listed.chunks]) assert.ok(existsSync(path.join(BUILD, src)), src);
    assert.doesNotMatch(guide, /<script\b[^>]*\ssrc="\//);
    assert.doesNotMatch(guide, /<link\b[^>]*\brel="preload"[^>]*as="script"/);
  });

  it('runs the same loader on every page type', () => {
    for (const file of ['index.html', 'blog.html', 'docs/sdk/classes/MedplumClient.html', 'search.html']) {
      const html = readFileSync(path.join(BUILD, file), 'utf8');
      assert.ok(pageScripts(html), `${file} lists its scripts`);
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      assert.equal(inline.filter((text) => text.includes('page-scripts')).length, 1, `${file} runs the loader once`);
    }
  });
});
