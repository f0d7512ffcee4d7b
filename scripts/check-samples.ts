/**
 * Checks every code sample that readers copy from docs/ and blog/.
 *
 *   npx tsx scripts/check-samples.ts [file or folder ...]
 *
 * TypeScript and TSX blocks are type-checked one by one against the SDK
 * packages of tests/samples (@medplum/core 2.0.25, @medplum/fhirtypes 2.0.25,
 * @medplum/react 2.0.24); JSON blocks must parse, and FHIR resources must pass
 * @medplum/core's validateResource. A fence that says `fragment` opts out.
 * Exits 1 and prints file:line:column for each problem.
 */
import path from 'node:path';
import { existsSync, rmSync } from 'node:fs';
import { checkSamples, collectMarkdownFiles, readSamples } from './samples/check';

const root = path.resolve(__dirname, '..');
const generated = ['docs/api/fhir/resources', 'docs/api/fhir/datatypes', 'docs/api/fhir/medplum', 'docs/sdk'];
const targets = process.argv.slice(2);
const samplesDir = path.join(root, 'tests', 'samples');

if (!existsSync(path.join(samplesDir, 'node_modules', '@medplum', 'core'))) {
  console.error(
    'The sample packages are missing. Run: npm ci --prefix tests/samples (scripts/ensure-deps.sh does it).',
  );
  process.exit(1);
}

const files = collectMarkdownFiles(root, targets.length > 0 ? targets : ['docs', 'blog'], generated);
const samples = readSamples(root, files);
// Each run gets its own folder, so that runs at the same time do not collide.
const workDir = path.join(samplesDir, '.generated', String(process.pid));
const report = checkSamples(samples, workDir, [path.join(samplesDir, 'node_modules', '@types')]);
rmSync(workDir, { recursive: true, force: true });

for (const problem of report.problems) {
  console.error(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
}
console.log(
  `Checked ${files.length} Markdown files: ${report.typescript} TypeScript samples, ` +
    `${report.fhirJson} FHIR resources, ${report.otherJson} other JSON blocks; ` +
    `${report.fragments.length} opt-outs (fragment).`,
);
for (const fragment of report.fragments) {
  console.log(`  opt-out: ${fragment.file}:${fragment.line} (${fragment.lang})`);
}
if (report.problems.length > 0) {
  console.error(`${report.problems.length} problem(s) in the samples.`);
  process.exit(1);
}
