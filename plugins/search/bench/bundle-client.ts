/**
 * Bundles an engine's browser client the way a reader would download it:
 * one minified script with its dependencies (the search library included),
 * built with the esbuild that tsx ships.
 */
import { build } from 'esbuild';

export async function bundleClient(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    define,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
