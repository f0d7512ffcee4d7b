import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { anchorsOf, checkLinks, type SiteRoutes } from '../../scripts/content/links';

describe('anchors of a Markdown page', () => {
  it('gives headings the ids Docusaurus gives them', () => {
    const anchors = anchorsOf(
      [
        '## Export in bulk with $export',
        '### `cronTiming`, the other form',
        '## Step',
        '## Step',
        '## Custom {#my-id}',
        '<a id="raw-anchor"></a>',
      ].join('\n\n'),
    );
    for (const id of [
      'export-in-bulk-with-export',
      'crontiming-the-other-form',
      'step',
      'step-1',
      'my-id',
      'raw-anchor',
    ]) {
      assert.ok(anchors.has(id), `${id} in ${[...anchors].join(', ')}`);
    }
    assert.ok(!anchors.has('custom'));
  });
});

describe('links against the sources', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'links-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('docs/a.md', '---\ntitle: A\n---\n\n## First part\n\nSee [b](./b.md#second-part) and [top](#first-part).\n');
  write('docs/b.md', '---\ntitle: B\n---\n\n## Second part\n\n[A](/docs/a#first-part), [img](/img/x.svg).\n');
  write('static/img/x.svg', '<svg/>');
  write(
    'docs/c.md',
    '---\ntitle: C\n---\n\nText.\n\n[gone](./missing.md), [no anchor](./b.md#third), [no page](/docs/nowhere), [sdk](/docs/sdk/classes/X), [api](/docs/api/fhir/resources/patient#search).\n',
  );
  const routes: SiteRoutes = new Map([
    ['/docs/a', 'docs/a.md'],
    ['/docs/b', 'docs/b.md'],
    ['/docs/c', 'docs/c.md'],
    ['/docs/api/fhir/resources/patient', null],
  ]);

  it('passes links to pages, headings and static files that exist', () => {
    const report = checkLinks(root, ['docs/a.md', 'docs/b.md'], routes);
    assert.deepEqual(report.problems, []);
    assert.equal(report.checked, 4);
  });

  it('reports missing files, pages and headings with their line, and leaves generated pages to the build', () => {
    const report = checkLinks(root, ['docs/c.md'], routes);
    assert.deepEqual(report.problems, [
      'docs/c.md:7: ./missing.md links to docs/missing.md, which does not exist',
      'docs/c.md:7: ./b.md#third: docs/b.md has no heading or element with the id "third"',
      'docs/c.md:7: /docs/nowhere leads to /docs/nowhere, which no source file makes a page of',
    ]);
    assert.deepEqual(report.unchecked, [
      'docs/c.md:7: /docs/sdk/classes/X',
      'docs/c.md:7: /docs/api/fhir/resources/patient#search',
    ]);
  });
});
