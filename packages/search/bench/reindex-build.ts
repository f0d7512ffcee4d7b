/**
 * Writes the search index of an existing production build again, with this
 * checkout's indexer, as the plugin's postBuild does (writeSearchIndex), and
 * removes the build's other index folders: a change to the indexer or the
 * engine can then be scored (build-relevance.ts) without building the site.
 * Run it on a copy of the build (`cp -r build /tmp/sbuild`) when others use
 * `build/`.
 *
 * Usage: npx tsx packages/search/bench/reindex-build.ts --build /tmp/sbuild
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtPages } from '../../common/src/build-files';
import { MANIFEST_PATH, type SearchManifest } from '../src/index-format';
import { writeSearchIndex } from '../src/indexer/write-index';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { build: { type: 'string', default: 'build' } } });
  const buildDir = path.resolve(values.build);
  const start = Date.now();
  const result = await writeSearchIndex(
    buildDir,
    builtPages(buildDir).map((page) => page.route),
  );
  const manifest = JSON.parse(readFileSync(path.join(buildDir, MANIFEST_PATH), 'utf8')) as SearchManifest;
  const folder = path.join(buildDir, path.dirname(manifest.base));
  const kept = path.basename(manifest.base);
  const removed = readdirSync(folder).filter((name) => name !== kept);
  for (const name of removed) rmSync(path.join(folder, name), { recursive: true, force: true });
  console.log(
    `${result.records} records from ${result.pages} pages, ${result.files} files, ` +
      `${Math.round(result.bytes / 1024)} KB in ${manifest.base} (${removed.length} old index folders removed), ` +
      `in ${Date.now() - start} ms`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
