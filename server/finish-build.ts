/**
 * The last step of `npm run build`, after `docusaurus build`: writes brotli
 * and gzip copies of every compressible file, the build manifest (the
 * inline-script hashes of the Content-Security-Policy), and the rules of
 * server/hosting-rules.ts for a static host (`_headers`, `_redirects`). The
 * server only reads what this writes.
 *
 *   tsx server/finish-build.ts [build folder] [--no-compress]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../packages/common/src/walk';
import { MANIFEST_FILE, scriptHash, scriptsOf, type BuildManifest } from './build-manifest';
import { precompress } from './compress';
import { writeStaticHostFiles } from './static-host-files';

/** Reads every built page and writes the manifest into the build folder. */
function writeManifest(dir: string): BuildManifest {
  const hashes = new Set<string>();
  const origins = new Set<string>();
  for (const relative of listFiles(dir)) {
    if (!relative.endsWith('.html')) continue;
    const { inline, origins: pageOrigins } = scriptsOf(readFileSync(path.join(dir, relative), 'utf8'));
    inline.forEach((text) => hashes.add(scriptHash(text)));
    pageOrigins.forEach((origin) => origins.add(origin));
  }
  const manifest: BuildManifest = { scriptHashes: [...hashes].sort(), scriptOrigins: [...origins].sort() };
  writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/**
 * Finishes a folder that `docusaurus build` wrote; returns a one-line summary. Without compression (a build
 * only tests read, such as CI's stock-runtime build) the server sends every file as it is.
 */
export async function finishBuild(dir: string, options: { compress?: boolean } = {}): Promise<string> {
  const started = Date.now();
  const { compressed, cached, total } =
    options.compress === false ? { compressed: 0, cached: 0, total: 0 } : await precompress(dir);
  const manifest = writeManifest(dir);
  const host = writeStaticHostFiles(dir, manifest);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return (
    `Finished the build in ${seconds} s: compressed ${compressed} of ${total} files (${cached} from the cache); ` +
    `${manifest.scriptHashes.length} inline script hashes for the Content-Security-Policy; ` +
    `_headers with ${host.headerBlocks} rules and _redirects with ${host.redirects} for a static host.`
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const compress = !args.includes('--no-compress');
  const dir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build found in ${dir}. Run "docusaurus build" first.`);
    process.exit(1);
  }
  try {
    console.log(await finishBuild(dir, { compress }));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

if (require.main === module) void main();
