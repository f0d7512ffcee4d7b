/**
 * Samples a reader can run in the page, against an in-memory Medplum server,
 * and samples pointed at the reader's own server: one folder (README.md).
 *
 * This plugin is the build step. Into its folder of the generated static root
 * (config/generated-static.ts) it writes:
 * - every runnable sample of docs/ compiled to JavaScript (compile.ts), named
 *   by the hash of its code (packages/medplum-sandbox, sampleKey), so the page finds it from the
 *   code it shows;
 * - the two workers, bundled with esbuild: the runner (packages/medplum-sandbox/workers/runner.ts:
 *   @medplum/core 2.0.25, @medplum/mock's MockClient and the sample) and the
 *   checker (packages/medplum-sandbox/workers/checker.ts: TypeScript and the SDK's declarations, loaded
 *   only when a reader edits a sample);
 * - the declarations the checker type-checks against (declarations.ts).
 * The page learns the workers' file names from the manifest it imports
 * lazily (client/workers.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSync } from 'esbuild';
import ts from 'typescript';
import { BROWSER_BUNDLE } from '../../packages/common/src/browser-bundle';
import { generatedDir, resetGeneratedDir } from '../../config/generated-static';
import { packageDir } from '../../packages/common/src/package-dir';
import { inputsHash, isFresh, writeStamp } from '../../packages/common/src/stamp';
import { listFiles } from '../../packages/common/src/walk';
import {
  compileSample,
  declarationFiles,
  findRunnableSamples,
  sampleScript,
  WORKER_ENTRIES,
} from '../../packages/medplum-sandbox';
import { GENERATED_ROOT } from '../../packages/fhir-model';
import { FRAME_ENTRY, FRAME_PACKAGE_DIR } from '../../packages/react-frame';
import { RUNNABLE_PATH, sampleFile } from './urls';

/** What the page needs to start the workers (client/workers.ts). */
export interface RunnableManifest {
  /** Paths below the site's base URL. */
  runner: string;
  checker: string;
  declarations: string;
  /** The page a React sample renders in (packages/react-frame). */
  frame: string;
}

/** The Markdown roots whose runnable samples are compiled. */
const SAMPLE_ROOTS = ['docs', 'blog'];

/**
 * The Markdown files of SAMPLE_ROOTS, site-relative, without the generated root: the reference generators
 * write no runnable sample, and a build writes the SDK pages while this step reads docs/, so hashing them
 * made the step's stamp depend on how far the SDK pages had got (the next build then redid the step).
 */
function sampleMarkdown(siteDir: string): string[] {
  return SAMPLE_ROOTS.flatMap((root) =>
    listFiles(path.join(siteDir, root), (relative) => `${root}/${relative}` === GENERATED_ROOT)
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => `${root}/${file}`),
  );
}
/** A file name with the hash of its content, as webpack names the site's assets. */
function hashedName(prefix: string, extension: string, content: string): string {
  return `${prefix}.${createHash('sha256').update(content).digest('hex').slice(0, 10)}.${extension}`;
}

/** Bundles one worker for the browser, minified, as a classic script (it loads files with importScripts). */
function bundleWorker(entry: string): string {
  const result = buildSync({
    ...BROWSER_BUNDLE,
    entryPoints: [entry],
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

/**
 * Bundles the React frame with the packages of its own folder (React 18, Mantine 6, @medplum/react 2.0.24,
 * which the site's React 17 cannot host) and writes its page, which loads the bundle from beside it.
 */
function writeFrame(dir: string, write: (prefix: string, extension: string, content: string) => string): string {
  const script = write('frame', 'js', bundleWorker(FRAME_ENTRY));
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sample</title>',
    // Room between the frame's border and what the sample renders, whatever its own styles.
    '<style>html{padding:0.75rem}body{margin:0}</style></head>',
    `<body><div id="root"></div><script src="${path.posix.basename(script)}"></script></body>`,
    '</html>',
    '',
  ].join('\n');
  // Not named by a hash: like the site's pages it is revalidated on each use, and it names the hashed script.
  writeFileSync(path.join(dir, 'frame.html'), html);
  // Its clean URL, without `.html`: the project's server and a static host both serve it there.
  return `${RUNNABLE_PATH}/frame`;
}

/** Every runnable sample of the site's Markdown, compiled. */
function compileSamples(siteDir: string, dir: string): number {
  mkdirSync(path.join(dir, 'samples'), { recursive: true });
  let count = 0;
  for (const file of sampleMarkdown(siteDir)) {
    for (const sample of findRunnableSamples(readFileSync(path.join(siteDir, file), 'utf8'))) {
      writeFileSync(
        path.join(dir, '..', sampleFile(sample.key)),
        sampleScript(compileSample(ts, sample.code, sample.lang)),
      );
      count++;
    }
  }
  return count;
}

/** Writes every file of the step, unless nothing it depends on changed since the last build. */
function writeRunnableFiles(siteDir: string): { manifest: RunnableManifest; skipped: boolean; samples: number } {
  const dir = generatedDir(siteDir, RUNNABLE_PATH);
  const manifestFile = path.join(dir, 'manifest.json');
  const stamp = path.join(dir, '.stamp');
  const markdown = sampleMarkdown(siteDir).map((file) => path.join(siteDir, file));
  const packages = [
    ...['@medplum/core', '@medplum/mock', '@medplum/fhir-router', 'typescript'].map((name) =>
      path.join(packageDir(name), 'package.json'),
    ),
    // The frame's packages, by its lockfile.
    path.join(FRAME_PACKAGE_DIR, 'package-lock.json'),
  ];
  // The bundle options (packages/common/src/browser-bundle.ts): a change to them rebuilds the workers.
  const hash = inputsHash(
    [...markdown, ...packages, path.join(__dirname, '..', '..', 'packages', 'common', 'src', 'browser-bundle.ts')],
    [
      __dirname,
      ...['medplum-sandbox', 'fhir-model', 'common', 'react-frame/src'].map((name) =>
        path.join(__dirname, '..', '..', 'packages', name),
      ),
    ],
  );
  if (isFresh(stamp, hash, [manifestFile])) {
    return {
      manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as RunnableManifest,
      skipped: true,
      samples: readdirSync(path.join(dir, 'samples')).length,
    };
  }

  resetGeneratedDir(siteDir, RUNNABLE_PATH);
  const samples = compileSamples(siteDir, dir);
  const write = (prefix: string, extension: string, content: string): string => {
    const name = hashedName(prefix, extension, content);
    writeFileSync(path.join(dir, name), content);
    return `${RUNNABLE_PATH}/${name}`;
  };
  const manifest: RunnableManifest = {
    runner: write('runner', 'js', bundleWorker(WORKER_ENTRIES.runner)),
    checker: write('checker', 'js', bundleWorker(WORKER_ENTRIES.checker)),
    declarations: write('declarations', 'json', JSON.stringify(declarationFiles())),
    frame: writeFrame(dir, write),
  };
  writeFileSync(manifestFile, JSON.stringify(manifest));
  writeStamp(stamp, hash);
  return { manifest, skipped: false, samples };
}

/** The step as the build and `npm run generate` run it: writes what changed and says so. */
export function generateRunnableFiles(siteDir: string): RunnableManifest {
  const start = Date.now();
  const result = writeRunnableFiles(siteDir);
  console.log(
    result.skipped
      ? `[runnable-samples] ${result.samples} samples and the workers unchanged`
      : `[runnable-samples] ${result.samples} samples, the workers and definitions in ${Date.now() - start} ms`,
  );
  return result.manifest;
}

export default function runnableSamplesPlugin(context: LoadContext): Plugin<RunnableManifest> {
  return {
    name: 'runnable-samples',
    async loadContent() {
      return generateRunnableFiles(context.siteDir);
    },
    async contentLoaded({ content, actions }) {
      await actions.createData('manifest.json', JSON.stringify(content));
    },
  };
}
