/**
 * The FHIR tools in the page, in one folder: FHIRPath on the reference pages'
 * search parameters and constraints, the FHIRPath page, and the resource
 * validator. Each runs @medplum/core's own engine in a Web Worker
 * (client/engine.ts), loaded only when a reader runs something.
 *
 * This plugin is the build step: before the pages load it writes, into a
 * static root of its own (lib/shared/generated-static.ts), the cut-down definitions of
 * every type (definitions.ts) and an example of every resource and data type
 * (examples/), and it gives the FHIRPath page the engine's function list, read
 * from the engine's source (engine-functions.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  definitionsDir,
  loadIndex,
  RESOURCE_BUNDLES,
  TYPE_BUNDLE,
  toolDefinitions,
  type EngineFunction,
  engineFunctionsSource,
  parseEngineFunctions,
  WRITTEN_DIR,
  exampleFor,
  exampleTypes,
  writtenTypes,
} from '../../packages/fhir-model';
import { packageDir } from '../../packages/common/src/package-dir';
import { inputsHash, isFresh, writeStamp } from '../../packages/common/src/stamp';
import { generatedDir, resetGeneratedDir } from '../../config/generated-static';
import { TOOLS_PATH, TYPES_FILE } from './urls';

/** What the FHIRPath page shows about the engine. */
export interface EngineInfo {
  package: string;
  version: string;
  functions: EngineFunction[];
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, JSON.stringify(value));
}

/** Writes the definitions and examples, unless their inputs are unchanged since the last time. */
export function writeToolFiles(siteDir: string): { files: number; skipped: boolean } {
  const dir = generatedDir(siteDir, TOOLS_PATH);
  const stamp = path.join(dir, '.stamp');
  const defs = definitionsDir();
  const inputs = [TYPE_BUNDLE, ...RESOURCE_BUNDLES, 'search-parameters.json', 'search-parameters-medplum.json'].map(
    (file) => path.join(defs, file),
  );
  const written = writtenTypes().map((type) => path.join(WRITTEN_DIR, `${type}.json`));
  const hash = inputsHash(
    [...inputs, ...written],
    [__dirname, path.join(__dirname, '..', '..', 'packages', 'fhir-model')],
  );
  const required = [path.join(dir, 'definitions', `${TYPES_FILE}.json`), path.join(dir, 'examples', 'Patient.json')];
  if (isFresh(stamp, hash, required)) return { files: 0, skipped: true };

  resetGeneratedDir(siteDir, TOOLS_PATH);
  mkdirSync(path.join(dir, 'definitions'), { recursive: true });
  mkdirSync(path.join(dir, 'examples'), { recursive: true });
  const definitions = toolDefinitions(defs);
  writeJson(path.join(dir, 'definitions', `${TYPES_FILE}.json`), definitions.types);
  for (const [name, bundle] of definitions.resources) {
    writeJson(path.join(dir, 'definitions', `${name}.json`), bundle);
  }
  const index = loadIndex(defs);
  const types = exampleTypes(index);
  for (const type of types) {
    writeJson(path.join(dir, 'examples', `${type}.json`), exampleFor(index, type));
  }
  writeStamp(stamp, hash);
  return { files: 1 + definitions.resources.size + types.length, skipped: false };
}

export default function fhirToolsPlugin(context: LoadContext): Plugin<EngineInfo> {
  return {
    name: 'fhir-tools',
    async loadContent() {
      const start = Date.now();
      const result = writeToolFiles(context.siteDir);
      console.log(
        result.skipped
          ? '[fhir-tools] definitions and examples unchanged'
          : `[fhir-tools] ${result.files} definition and example files in ${Date.now() - start} ms`,
      );
      const dir = packageDir('@medplum/core');
      const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
      return { package: '@medplum/core', version, functions: parseEngineFunctions(engineFunctionsSource(dir)) };
    },
    async contentLoaded({ content, actions }) {
      await actions.createData('engine.json', JSON.stringify(content));
    },
  };
}
