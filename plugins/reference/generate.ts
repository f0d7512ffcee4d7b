/**
 * The generation step: writes the FHIR reference, then the SDK reference
 * (whose pages link FHIR types to the FHIR pages), into the generated root.
 * Both the docs plugin (before it reads docs/) and the reference plugin (for
 * the route map) await it; calls made while a run is under way share it.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  definitionFiles,
  type GeneratedPages,
  pageNames,
  readGeneratedPages,
  GENERATED_ROOT,
  type Generator,
  generatorDir,
  type PageNames,
  type PageTypeId,
  pageRoute,
} from '../../packages/fhir-model';
import { generate as generateFhirReference } from '../../generators/fhir-reference/generate';
import { generateSdkReference } from '../../generators/sdk-reference/generate';
import { SDK_PACKAGE } from '../../generators/sdk-reference/transform';

export interface ReferenceContent {
  /** The names of each page type's generated pages: published to the browser as the route map. */
  names: PageNames;
}

function routesOf(sections: GeneratedPages): Map<string, string> {
  const routes = new Map<string, string>();
  for (const [id, names] of Object.entries(pageNames(sections)) as [PageTypeId, string[]][]) {
    for (const name of names) routes.set(name, pageRoute(id, name));
  }
  return routes;
}

const GENERATORS: readonly Generator[] = ['fhir', 'sdk'];

/**
 * Fails when the generated root holds anything a generator did not write: a
 * page put there by hand would be lost, or published without review.
 */
export function checkGeneratedRoot(siteDir: string): void {
  const root = path.join(siteDir, GENERATED_ROOT);
  if (!existsSync(root)) return;
  const known = new Set<string>(['.gitignore', ...GENERATORS]);
  const strays = readdirSync(root).filter((entry) => !known.has(entry));
  if (strays.length > 0) {
    throw new Error(
      `${GENERATED_ROOT} holds only what the reference generators write; move ${strays.map((entry) => `${GENERATED_ROOT}/${entry}`).join(', ')} elsewhere in docs/.`,
    );
  }
}

async function run(siteDir: string): Promise<ReferenceContent> {
  checkGeneratedRoot(siteDir);
  const fhirDir = generatorDir(siteDir, 'fhir');
  const fhir = generateFhirReference(fhirDir);
  if (!fhir.skipped) console.log(`[reference] wrote ${fhir.pages} FHIR pages in ${fhir.ms} ms`);
  const fhirPages = readGeneratedPages(fhirDir);
  const sdkDir = generatorDir(siteDir, 'sdk');
  const sdk = await generateSdkReference(siteDir, sdkDir, routesOf(fhirPages));
  if (!sdk.skipped) {
    console.log(`[reference] wrote ${sdk.pages} SDK pages in ${sdk.ms} ms (TypeDoc ${sdk.typedocMs} ms)`);
  }
  return { names: { ...pageNames(fhirPages), ...pageNames(readGeneratedPages(sdkDir)) } };
}

const running = new Map<string, Promise<ReferenceContent>>();

/** Brings the generated root up to date (each generator skips unchanged input). */
export function generateReference(siteDir: string): Promise<ReferenceContent> {
  const current = running.get(siteDir);
  if (current) return current;
  const next = run(siteDir).finally(() => running.delete(siteDir));
  running.set(siteDir, next);
  return next;
}

/** The files the generated pages are made from, for `npm start` to watch. */
export function referenceInputs(siteDir: string): string[] {
  return [
    ...definitionFiles(),
    path.join(siteDir, 'node_modules', SDK_PACKAGE, 'package.json'),
    path.join(siteDir, 'node_modules', SDK_PACKAGE, 'dist', 'types', 'index.d.ts'),
  ];
}
