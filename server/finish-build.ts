/**
 * The last step of `npm run build`, after `docusaurus build`: writes brotli
 * and gzip copies of every compressible file and the build manifest (the
 * inline-script hashes of the Content-Security-Policy). The server only reads
 * what this writes. Usage: tsx server/finish-build.ts [build folder]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeManifest } from './build-manifest';
import { precompress } from './compress';

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'build');
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build found in ${dir}. Run "docusaurus build" first.`);
    process.exit(1);
  }
  const started = Date.now();
  const { compressed, total } = await precompress(dir);
  const manifest = writeManifest(dir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Finished the build in ${seconds} s: compressed ${compressed} of ${total} files; ` +
      `${manifest.scriptHashes.length} inline script hashes for the Content-Security-Policy.`,
  );
}

void main();
