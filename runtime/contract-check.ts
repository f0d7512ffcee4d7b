/**
 * Checks the runtime layer's contract (contract.ts) against the installed
 * packages: every file the layer relies on must be the stock file it was
 * written against, and every text it replaces must be there exactly once.
 * The layer runs it at the start of every build (index.ts) and a unit test
 * runs it too, so an upgrade prints one list of what drifted.
 *
 *   npx tsx runtime/contract-check.ts [--root DIR]   check DIR/node_modules (default: this repository's)
 *   npx tsx runtime/contract-check.ts --hashes       print each file's current hash, to update contract.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONTRACT, type Internal } from './contract';
import type { Technique } from './switch';

export interface Drift {
  technique: Technique;
  package: string;
  file: string;
  /** What differs, in a sentence. */
  problem: string;
}

function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
}

function packageVersion(root: string, name: string): string | undefined {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}

/** What drifted of one internal, or nothing. */
function checkInternal(root: string, internal: Internal): Drift[] {
  const where = { technique: internal.technique, package: internal.package, file: internal.file };
  const file = path.join(root, 'node_modules', internal.package, internal.file);
  if (!existsSync(file)) {
    const version = packageVersion(root, internal.package);
    return [
      {
        ...where,
        problem: version ? `missing in ${internal.package}@${version}` : `${internal.package} is not installed`,
      },
    ];
  }
  const source = readFileSync(file, 'utf8');
  if (internal.kind === 'file') {
    const actual = sha256(source);
    return actual === internal.sha256
      ? []
      : [
          {
            ...where,
            problem: `changed (sha256 ${actual.slice(0, 12)}, contract ${internal.sha256.slice(0, 12)}): ${internal.relies}`,
          },
        ];
  }
  return internal.texts.flatMap((text) => {
    const count = occurrences(source, text);
    if (count === 1) return [];
    const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
    return [{ ...where, problem: `the replaced text ${shown} occurs ${count} times, not once: ${internal.relies}` }];
  });
}

/** Every drift of the internals the given techniques rely on (all of them by default). */
export function checkContract(root: string, techniques?: ReadonlySet<Technique>): Drift[] {
  return CONTRACT.filter((internal) => !techniques || techniques.has(internal.technique)).flatMap((internal) =>
    checkInternal(root, internal),
  );
}

/** The drift list as the build prints it. */
export function formatDrift(drifts: readonly Drift[]): string {
  const lines = drifts.map((d) => `  - ${d.technique}: ${d.package}/${d.file}: ${d.problem}`);
  return [
    `The runtime layer's contract (runtime/contract.ts) does not hold: ${drifts.length} internal(s) drifted.`,
    ...lines,
    'Check each against runtime/README.md, then update the technique and contract.ts, or build with MEDPLUM_STOCK_RUNTIME=1.',
  ].join('\n');
}

function main(): void {
  const { values } = parseArgs({ options: { root: { type: 'string' }, hashes: { type: 'boolean' } } });
  const root = path.resolve(values.root ?? path.join(__dirname, '..'));
  if (values.hashes) {
    for (const internal of CONTRACT) {
      if (internal.kind !== 'file') continue;
      const file = path.join(root, 'node_modules', internal.package, internal.file);
      console.log(
        `${internal.package}/${internal.file} ${existsSync(file) ? sha256(readFileSync(file, 'utf8')) : 'missing'}`,
      );
    }
    return;
  }
  const versions = [...new Set(CONTRACT.map((internal) => internal.package))].map(
    (name) => `${name}@${packageVersion(root, name) ?? 'missing'}`,
  );
  console.log(`Checking ${CONTRACT.length} internals in ${root}/node_modules (${versions.join(', ')})`);
  const drifts = checkContract(root);
  if (drifts.length === 0) {
    console.log('The contract holds.');
    return;
  }
  console.log(formatDrift(drifts));
  process.exitCode = 1;
}

if (require.main === module) main();
