/**
 * Turns a sample's TypeScript into the body of the async function that
 * run.ts calls (its parameters are SAMPLE_PARAMETERS): types are
 * removed and imports become `require` calls. A sample may `await` at its top
 * level, as an ES module may; inside the function body that is plain `await`.
 *
 * The build compiles every runnable sample with this (index.ts), and the
 * editor's worker compiles a reader's edit with the same function and the
 * same TypeScript (workers/checker.ts), so both run the same JavaScript.
 */
import type * as TS from 'typescript';
import { SAMPLE_PARAMETERS } from './sample-scope';

/** The compiler options of a sample: modern JavaScript, imports as `require`. */
export function sampleCompilerOptions(ts: typeof TS): TS.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    esModuleInterop: true,
    jsx: ts.JsxEmit.ReactJSX,
    removeComments: false,
  };
}

/** The function body that runs the sample; a TSX sample (`lang` tsx) may hold JSX, which becomes react/jsx-runtime calls. */
export function compileSample(ts: typeof TS, source: string, lang = 'ts'): string {
  const fileName = /^tsx$/i.test(lang) ? 'sample.tsx' : 'sample.ts';
  return ts.transpileModule(source, { compilerOptions: sampleCompilerOptions(ts), fileName }).outputText;
}

/** The global a compiled sample's script sets, which the runner's worker calls. */
export const SAMPLE_GLOBAL = '__medplumSample';

/** A script that, loaded in the runner's worker, defines the sample's function (and runs nothing). */
export function sampleScript(body: string): string {
  return `self.${SAMPLE_GLOBAL} = async function (${SAMPLE_PARAMETERS.join(', ')}) {\n${body}\n};\n`;
}
