/**
 * How code samples are type-checked: the compiler options of the sample
 * checker of CI (check.ts) and of the editor of runnable samples in the page
 * (workers/checker.ts), which must report the same
 * errors. Takes the TypeScript module it is given, so the page's worker can
 * use its own copy; imports nothing of Node.js.
 */
import type * as TS from 'typescript';

/** The libraries samples are checked with: modern JavaScript and the browser's DOM. */
export const SAMPLE_LIBS = ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'];

export function sampleCheckOptions(ts: typeof TS): TS.CompilerOptions {
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: SAMPLE_LIBS,
    esModuleInterop: true,
    forceConsistentCasingInFileNames: true,
  };
}
