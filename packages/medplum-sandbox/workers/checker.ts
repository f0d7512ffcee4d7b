/**
 * The checker: a Web Worker that type-checks a reader's edit of a sample with
 * TypeScript against the SDK's 2.0.25 declarations (declarations.ts), the way
 * the sample checker of CI does, and compiles it for the runner when it has no
 * error. It loads only when a reader first edits a sample. It runs no sample
 * code: it reads the declarations from the site and turns text into text.
 */
/// <reference lib="webworker" />
import ts from 'typescript';
import { sampleCheckOptions } from '../src/compiler-options';
import { compileSample, sampleScript } from '../src/compile';
import type { Declarations } from '../src/declarations';
import { ENV_FILE, SAMPLE_FILE, libFile } from '../src/virtual-files';
import type { CheckRequest, CheckerMessage, Diagnostic } from '../src/protocol';

declare const self: DedicatedWorkerGlobalScope;

/** A TypeScript diagnostic as the page lists it: line, column and message. */
function asDiagnostic(diagnostic: ts.Diagnostic): Diagnostic {
  const at =
    diagnostic.file && diagnostic.start !== undefined
      ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
      : { line: 0, character: 0 };
  return {
    line: at.line + 1,
    column: at.character + 1,
    message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
  };
}

let service: { check: (code: string) => Diagnostic[] } | undefined;

function createService(declarations: Declarations): { check: (code: string) => Diagnostic[] } {
  const files = new Map(Object.entries(declarations.files));
  let sample = '';
  let version = 0;
  // The sample checker's options, with what a sample has of Node.js in ENV_FILE instead of @types/node.
  const options: ts.CompilerOptions = {
    ...sampleCheckOptions(ts),
    lib: declarations.libs,
    types: [],
    moduleDetection: ts.ModuleDetectionKind.Force,
  };
  const read = (name: string): string | undefined => (name === SAMPLE_FILE ? sample : files.get(name));
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [SAMPLE_FILE, ENV_FILE],
    getScriptVersion: (name) => (name === SAMPLE_FILE ? String(version) : '0'),
    getScriptSnapshot: (name) => {
      const text = read(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => '/',
    getDefaultLibFileName: () => libFile('lib.d.ts'),
    fileExists: (name) => read(name) !== undefined,
    readFile: read,
    directoryExists: (name) => {
      const prefix = name.endsWith('/') ? name : `${name}/`;
      return name === '/' || [...files.keys()].some((file) => file.startsWith(prefix));
    },
    getDirectories: () => [],
  };
  const languageService = ts.createLanguageService(host, ts.createDocumentRegistry());
  return {
    check(code) {
      sample = code;
      version++;
      const found = [
        ...languageService.getSyntacticDiagnostics(SAMPLE_FILE),
        ...languageService.getSemanticDiagnostics(SAMPLE_FILE),
      ];
      return found.map(asDiagnostic);
    },
  };
}

/** The syntax errors of a TSX edit, as TypeScript reports them when it compiles the edit on its own. */
function syntaxErrors(code: string): Diagnostic[] {
  const { diagnostics = [] } = ts.transpileModule(code, { fileName: 'sample.tsx', reportDiagnostics: true });
  return diagnostics.map(asDiagnostic);
}

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  const { id, code, lang, declarations } = event.data;
  const post = (message: CheckerMessage) => self.postMessage(message);
  try {
    if (/^tsx$/i.test(lang)) {
      const diagnostics = syntaxErrors(code);
      post({
        kind: 'checked',
        id,
        diagnostics,
        syntaxOnly: true,
        ...(diagnostics.length === 0 ? { script: sampleScript(compileSample(ts, code, lang)) } : {}),
      });
      return;
    }
    if (!service) {
      const response = await fetch(declarations);
      if (!response.ok) throw new Error(`the declarations did not load (HTTP ${response.status})`);
      service = createService((await response.json()) as Declarations);
    }
    const diagnostics = service.check(code);
    post({
      kind: 'checked',
      id,
      diagnostics,
      ...(diagnostics.length === 0 ? { script: sampleScript(compileSample(ts, code)) } : {}),
    });
  } catch (error) {
    post({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
};
