/**
 * Writes the SDK reference into the generated root (docs/generated/sdk, see
 * plugins/reference): TypeDoc and its Markdown plugin read the type
 * declarations that @medplum/core ships, and transform.ts turns each page into
 * MDX 1 for Docusaurus; `pages.json` lists the pages for the sidebar and the
 * route map. Skips the work when the SDK, TypeDoc, the FHIR routes and this
 * generator are unchanged.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputsHash, isFresh, writeStamp } from '../../packages/common/src/stamp';
import { listFiles } from '../../packages/common/src/walk';
import { installedVersion } from '../../packages/common/src/package-version';
import { type GeneratedPages, writeGeneratedPages, generatedDocId, pageTypesOf } from '../../packages/fhir-model';
import { SDK_PACKAGE, transformPage } from './transform';
import { KEPT_ALIASES, aliasMembers, keepAliases } from './kept-aliases';

export interface SdkGenerateResult {
  pages: number;
  skipped: boolean;
  /** Time TypeDoc took, in ms. */
  typedocMs: number;
  ms: number;
}

async function runTypeDoc(siteDir: string, out: string): Promise<void> {
  // TypeDoc is an ES module; import() loads it from this CommonJS build.
  const { Application, LogLevel, ReferenceType } = await import('typedoc');
  const typesDir = path.join(siteDir, 'node_modules', SDK_PACKAGE, 'dist', 'types');
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [path.join(typesDir, 'index.d.ts')],
    plugin: ['typedoc-plugin-markdown'],
    tsconfig: path.join(__dirname, 'tsconfig.typedoc.json'),
    out,
    name: SDK_PACKAGE,
    readme: 'none',
    disableSources: true,
    disableGit: true,
    skipErrorChecking: true,
    excludePrivate: true,
    excludeInternal: true,
    logLevel: LogLevel.Error,
    // Options of typedoc-plugin-markdown: one page per class, interface and
    // enum; functions, types and constants stay on the module index.
    ...({
      entryFileName: 'modules',
      membersWithOwnFile: ['Class', 'Interface', 'Enum'],
      hideBreadcrumbs: true,
      hidePageHeader: true,
      // Each signature is one code block (`get<T>(url, options?): ReadablePromise<T>`),
      // not a run of code spans; the Parameters and Returns sections below it keep the links.
      useCodeBlocks: true,
    } as Record<string, unknown>),
  });
  const project = await app.convert();
  if (!project) {
    throw new Error(`[sdk-reference] TypeDoc could not read the types of ${SDK_PACKAGE} in ${typesDir}`);
  }
  keepAliases(
    project,
    KEPT_ALIASES.map((alias) => aliasMembers(alias, siteDir)),
    (alias) =>
      Object.assign(ReferenceType.createBrokenReference(alias.name, project, alias.module), { externalUrl: alias.url }),
  );
  await app.generateOutputs(project);
}

/** The SDK reference's own page names sort case-insensitively, as readers scan them. */
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * Writes the SDK pages into `outDir`. `fhirRoutes` lists every FHIR type's
 * route (from the FHIR generator's pages), so inline code naming a FHIR type
 * links to its page.
 */
export async function generateSdkReference(
  siteDir: string,
  outDir: string,
  fhirRoutes: ReadonlyMap<string, string>,
  options: { force?: boolean } = {},
): Promise<SdkGenerateResult> {
  const start = Date.now();
  const stampFile = path.join(outDir, '.sdk-reference-stamp');
  const versions = [SDK_PACKAGE, 'typedoc', 'typedoc-plugin-markdown']
    .map((name) => `${name}@${installedVersion(name, siteDir)}`)
    .join(' ');
  const hash = inputsHash(
    [path.join(__dirname, 'tsconfig.typedoc.json')],
    [
      __dirname,
      path.join(__dirname, '..', '..', 'packages', 'common'),
      path.join(__dirname, '..', '..', 'packages', 'fhir-model', 'src', 'reference'),
    ],
    `${versions}\n${JSON.stringify([...fhirRoutes])}`,
  );
  const required = ['modules.md', 'pages.json'].map((file) => path.join(outDir, file));
  if (!options.force && isFresh(stampFile, hash, required)) {
    return { pages: 0, skipped: true, typedocMs: 0, ms: Date.now() - start };
  }

  const raw = path.join(siteDir, 'node_modules', '.cache', 'sdk-reference');
  rmSync(raw, { recursive: true, force: true });
  const typedocStart = Date.now();
  await runTypeDoc(siteDir, raw);
  const typedocMs = Date.now() - typedocStart;

  rmSync(outDir, { recursive: true, force: true });
  const sections: GeneratedPages = {};
  for (const id of pageTypesOf('sdk')) sections[id] = { pages: [] };
  let pages = 0;
  for (const file of listFiles(raw).filter((name) => name.endsWith('.md'))) {
    const page = transformPage(file, readFileSync(path.join(raw, file), 'utf8'), (name) => fhirRoutes.get(name));
    if (!page) continue;
    mkdirSync(path.dirname(path.join(outDir, page.file)), { recursive: true });
    writeFileSync(path.join(outDir, page.file), page.content);
    if (page.pageType) sections[page.pageType]?.pages.push({ name: page.name, id: generatedDocId('sdk', page.file) });
    pages++;
  }
  for (const section of Object.values(sections)) section.pages.sort(byName);
  writeGeneratedPages(outDir, sections);
  writeStamp(stampFile, hash);
  return { pages, skipped: false, typedocMs, ms: Date.now() - start };
}
