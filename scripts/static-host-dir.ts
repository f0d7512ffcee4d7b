/**
 * Prepares the folder the deploy uploads to Cloudflare Pages from a finished
 * build: every file the project's server would send, the hosting rules
 * written for the host (`_headers`, `_redirects`), and `_routes.json`, the
 * paths that invoke the deploy's Functions (functions/, which
 * `wrangler pages deploy` bundles from the folder it runs in). The brotli and
 * gzip copies stay behind (the host compresses by itself), and so does the
 * server-only manifest with every other dotfile.
 * Usage: tsx scripts/static-host-dir.ts [build folder] [upload folder]
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../packages/common/src/walk';
import { readManifest, STATIC_HOST_FILES } from '../server/build-manifest';
import { indexSite } from '../server/site-files';
import { routesFileText } from '../server/static-host-files';

/** The file of the paths that invoke Functions, which the host reads from the upload's root. */
export const ROUTES_FILE = '_routes.json';

/** Copies the host's share of `buildDir` into `outDir`, which must be new or empty. */
export function prepareStaticHostDir(buildDir: string, outDir: string): { copied: number; leftOut: number } {
  readManifest(buildDir);
  for (const name of Object.values(STATIC_HOST_FILES)) {
    if (!existsSync(path.join(buildDir, name))) {
      throw new Error(`${buildDir} has no ${name}: run "npm run build" again.`);
    }
  }
  if (existsSync(outDir) && readdirSync(outDir).length > 0) {
    throw new Error(`${outDir} is not empty; remove it first.`);
  }
  const served = [...indexSite(buildDir, () => ({})).values()].map((file) =>
    path.relative(buildDir, file.identity.file),
  );
  const copied = [...served, ...Object.values(STATIC_HOST_FILES)];
  for (const relative of copied) {
    mkdirSync(path.dirname(path.join(outDir, relative)), { recursive: true });
    copyFileSync(path.join(buildDir, relative), path.join(outDir, relative));
  }
  writeFileSync(path.join(outDir, ROUTES_FILE), routesFileText(buildDir));
  return { copied: copied.length, leftOut: listFiles(buildDir).length - copied.length };
}

function main(): void {
  const [buildDir, outDir] = [path.resolve(process.argv[2] ?? 'build'), path.resolve(process.argv[3] ?? 'static-host')];
  try {
    const { copied, leftOut } = prepareStaticHostDir(buildDir, outDir);
    console.log(
      `Copied ${copied} files to ${outDir} and wrote ${ROUTES_FILE}; left out ${leftOut} (compressed copies, dotfiles).`,
    );
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

if (require.main === module) main();
