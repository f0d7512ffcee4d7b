/**
 * Reader signals on docs pages, set once the docs plugin has loaded them: the
 * date of a written page's last commit, and for a generated page the package
 * and version it was generated from (the page's own file is not in git).
 */
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { GENERATED_ROOT, GENERATOR_SOURCES, type Generator } from '../../../packages/fhir-model';
import { installedVersion } from '../../../packages/common/src/package-version';
import type { LastChanges } from './git-dates';

/** The front matter key the docs footer reads on generated pages (see src/theme/DocItem/Footer). */
export const GENERATED_FROM = 'generated_from';

/** How a date shows on the page: "November 23, 2026", in UTC so that every build agrees. */
export function formatDate(seconds: number): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(seconds * 1000);
}

/** `@site/docs/auth/x.md` → `docs/auth/x.md`. */
function sitePath(source: string): string {
  return source.replace(/^@site\//, '');
}

/** The generator whose folder holds a site path, if any. */
function generatorOf(file: string): Generator | undefined {
  const relative = path.posix.relative(GENERATED_ROOT, file);
  const folder = relative.split('/')[0];
  return folder in GENERATOR_SOURCES && !relative.startsWith('..') ? (folder as Generator) : undefined;
}

export function stampDocs(content: LoadedContent, changes: LastChanges): void {
  const versions = new Map<Generator, string>();
  for (const version of content.loadedVersions) {
    for (const doc of version.docs) {
      const file = sitePath(doc.source);
      const generator = generatorOf(file);
      if (generator) {
        const source = GENERATOR_SOURCES[generator];
        if (!versions.has(generator)) versions.set(generator, installedVersion(source));
        doc.frontMatter[GENERATED_FROM] = `${source} ${versions.get(generator)}`;
        continue;
      }
      const seconds = changes.get(file);
      if (seconds !== undefined) {
        doc.lastUpdatedAt = seconds;
        doc.formattedLastUpdatedAt = formatDate(seconds);
      }
    }
  }
}
