/**
 * Compiles React DOM off the main thread.
 *
 * V8 compiles a function the first time it is called, on the main thread,
 * unless told otherwise. Hydrating a page calls a large part of React DOM's
 * 116 KB for the first time, so a good share of what looked like hydration
 * in a profile was V8 compiling React DOM, function by function, inside the
 * longest task of the page load.
 *
 * This plugin moves React DOM out of `main.js` into an entry chunk of its own
 * (`react-dom.[hash].js`, one more script tag beside the entry scripts) and
 * starts that file with V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other engines ignore
 * it): Chrome then compiles every function of the file while it streams the
 * script in, on a background thread. Only React DOM gets the hint: it is
 * nearly all called during the first render, and hinting all of `main.js`
 * (route tables, code for other pages) made V8 compile far more than the page
 * runs, and the page waited for it.
 */
import type { Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';

/** The chunk's name, which starts its file name: `assets/js/react-dom.1a2b3c4d.js`. */
export const CHUNK_NAME = 'react-dom';
/** V8's compile hint for a whole file: https://v8.dev/blog/explicit-compile-hints */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** The modules the chunk holds: React DOM and its scheduler. */
export const MODULES = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/** A chunk file's source with the compile hint as its first line (once). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      // After minification, which would drop the comment.
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const chunk = [...compilation.chunks].find((candidate) => candidate.name === CHUNK_NAME);
          // A compilation with errors may have no chunks at all; let webpack report those errors instead.
          if (!chunk && compilation.errors.length > 0) return;
          if (!chunk) throw new Error(`eager-compile: no "${CHUNK_NAME}" chunk in the browser build`);
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            const source = compilation.getAsset(file)!.source.source().toString();
            compilation.updateAsset(file, new sources.RawSource(withCompileHint(source)));
          }
        },
      );
    });
  }
}

export default function eagerCompilePlugin(): Plugin {
  return {
    name: 'eager-compile',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              [CHUNK_NAME]: { test: MODULES, name: CHUNK_NAME, chunks: 'initial', enforce: true, priority: 60 },
            },
          },
        },
        plugins: [new CompileHintPlugin()],
      };
    },
  };
}
