/**
 * Bundles an engine's browser client the way a reader would download it:
 * one minified script with its dependencies (the search library included),
 * built with the esbuild that tsx ships.
 */
import { build } from 'esbuild';
import { BROWSER_BUNDLE } from '../../common/src/browser-bundle';

export async function bundleClient(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({ ...BROWSER_BUNDLE, entryPoints: [entry], define });
  return result.outputFiles[0].text;
}
