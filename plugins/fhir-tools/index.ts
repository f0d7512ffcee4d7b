/**
 * The FHIR tools in the page, in one folder: FHIRPath on the reference pages'
 * search parameters and constraints, the FHIRPath page, and the resource
 * validator. Each runs @medplum/core's own engine in a Web Worker
 * (client/engine.ts), loaded only when a reader runs something.
 *
 * This plugin is the build step: before the pages load it writes, into a
 * static root of its own (config/generated-static.ts), the cut-down definitions of
 * every type as the scripts both in-page workers load (the tools' worker and
 * the runnable samples' runner), an example of every resource and data
 * type, and a compact summary of every type that has a reference page (for
 * servers that answer AI assistants), and it gives the FHIRPath page the
 * engine's function list, read from the engine's source (all from
 * packages/fhir-model).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  browserDefinitionsInputs,
  definitionFiles,
  definitionsDir,
  definitionsScriptName,
  loadIndex,
  TYPES_FILE,
  writeBrowserDefinitions,
  writeExpansionScripts,
  expansionInputs,
  type EngineFunction,
  engineFunctionsSource,
  parseEngineFunctions,
  WRITTEN_DIR,
  exampleFor,
  exampleTypes,
  writtenTypes,
  conformanceReport,
  indexedCore,
  type ConformanceReport,
  SUMMARIES_INDEX_FILE,
  writeTypeSummaries,
} from '../../packages/fhir-model';
import { packageDir } from '../../packages/common/src/package-dir';
import { inputsHash, isFresh, writeStamp } from '../../packages/common/src/stamp';
import { generatedDir, resetGeneratedDir } from '../../config/generated-static';
import { DEFINITIONS_PATH, SUMMARIES_PATH, TOOLS_PATH } from './urls';

/** What the FHIRPath page shows about the engine. */
export interface EngineInfo {
  package: string;
  version: string;
  functions: EngineFunction[];
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, JSON.stringify(value));
}

/** The step as the build and `npm run generate` run it: writes what changed and says so. */
export function generateToolFiles(siteDir: string): void {
  const start = Date.now();
  const result = writeToolFiles(siteDir);
  console.log(
    result.skipped
      ? '[fhir-tools] definitions, examples and summaries unchanged'
      : `[fhir-tools] ${result.files} definition, example and summary files in ${Date.now() - start} ms`,
  );
}

/** Writes the definitions, examples and type summaries, unless their inputs are unchanged since the last time. */
function writeToolFiles(siteDir: string): { files: number; skipped: boolean } {
  const dir = generatedDir(siteDir, TOOLS_PATH);
  const stamp = path.join(dir, '.stamp');
  const defs = definitionsDir();
  const inputs = [...new Set([...browserDefinitionsInputs(defs), ...expansionInputs(defs), ...definitionFiles(defs)])];
  const written = writtenTypes().map((type) => path.join(WRITTEN_DIR, `${type}.json`));
  const packages = path.join(__dirname, '..', '..', 'packages');
  // The summaries' descriptions are plain text made by packages/common's helpers.
  const hash = inputsHash(
    [...inputs, ...written],
    [__dirname, path.join(packages, 'fhir-model'), path.join(packages, 'common')],
  );
  const definitionsOut = generatedDir(siteDir, DEFINITIONS_PATH);
  const summariesOut = generatedDir(siteDir, SUMMARIES_PATH);
  const required = [
    path.join(definitionsOut, definitionsScriptName(TYPES_FILE)),
    path.join(dir, 'examples', 'Patient.json'),
    path.join(summariesOut, SUMMARIES_INDEX_FILE),
  ];
  if (isFresh(stamp, hash, required)) return { files: 0, skipped: true };

  resetGeneratedDir(siteDir, TOOLS_PATH);
  const definitions = writeBrowserDefinitions(definitionsOut, defs);
  // The value sets the in-memory server's $expand reads, beside the definitions (the runner loads them there).
  const expansions = writeExpansionScripts(path.join(definitionsOut, '..', 'expansions'), defs);
  mkdirSync(path.join(dir, 'examples'), { recursive: true });
  const index = loadIndex(defs);
  const types = exampleTypes(index);
  for (const type of types) {
    writeJson(path.join(dir, 'examples', `${type}.json`), exampleFor(index, type));
  }
  // What a server tells AI assistants of each type, from the index its reference page is made from.
  const summaries = writeTypeSummaries(summariesOut, index);
  writeStamp(stamp, hash);
  return { files: definitions + expansions + types.length + summaries, skipped: false };
}

/** What the plugin gives the FHIRPath page: the engine's function list, and the run of the official suite. */
interface FhirToolsContent {
  engine: EngineInfo;
  conformance: ConformanceReport;
}

export default function fhirToolsPlugin(context: LoadContext): Plugin<FhirToolsContent> {
  return {
    name: 'fhir-tools',
    async loadContent() {
      generateToolFiles(context.siteDir);
      const dir = packageDir('@medplum/core');
      const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
      const suiteStart = Date.now();
      const conformance = conformanceReport(indexedCore());
      console.log(
        `[fhir-tools] the official FHIRPath suite: ${conformance.passed} of ${conformance.total} cases pass, ` +
          `${conformance.causes.length} causes of failure, in ${Date.now() - suiteStart} ms`,
      );
      return {
        engine: { package: '@medplum/core', version, functions: parseEngineFunctions(engineFunctionsSource(dir)) },
        conformance,
      };
    },
    async contentLoaded({ content, actions }) {
      await actions.createData('engine.json', JSON.stringify(content.engine));
      await actions.createData('conformance.json', JSON.stringify(content.conformance));
    },
  };
}
