/**
 * On the build (build/, or SIDEBAR_TEST_BUILD): a guide's first load carries
 * the guides' sidebar and not the API sidebar, and a reference page the
 * reverse. The scripts a page loads first are the ones its HTML names
 * (runtime/route-preload); main.js is left out, as its global data names
 * every sidebar with its first link.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { namedAssets } from '../../../../checks/page-weight/measure';
import { ENTRY_SCRIPT } from '../../../route-preload';

const BUILD = path.resolve(process.env.SIDEBAR_TEST_BUILD ?? 'build');

function firstLoadScripts(route: string): string {
  const html = readFileSync(path.join(BUILD, `${route}.html`), 'utf8');
  return namedAssets(html)
    .scripts.filter((src) => !ENTRY_SCRIPT.test(src))
    .map((src) => readFileSync(path.join(BUILD, src), 'utf8'))
    .join('\n');
}

describe('sidebars on first load', () => {
  it('gives a guide its own sidebar only', () => {
    const scripts = firstLoadScripts('docs/auth/oauth-auth-code');
    // A sidebar's items, as opposed to a doc's `"sidebar":"docsSidebar"`, follow its id as an array.
    assert.match(scripts, /"docsSidebar":\[/);
    assert.doesNotMatch(scripts, /"apiSidebar":\[/);
  });

  it('gives FHIR and SDK reference pages the API sidebar only', () => {
    for (const route of ['docs/api/fhir/resources/patient', 'docs/sdk/classes/MedplumClient']) {
      const scripts = firstLoadScripts(route);
      assert.match(scripts, /"apiSidebar":\[/, route);
      assert.doesNotMatch(scripts, /"docsSidebar":\[/, route);
    }
  });
});
