/**
 * Checks every code sample that readers copy from docs/ and blog/, and the
 * sample files of src/data/samples that pages show (the home page's quickstart,
 * each product's example).
 *
 *   npx tsx scripts/check-samples.ts [file or folder ...]
 *
 * TypeScript and TSX blocks are type-checked one by one against the SDK
 * packages of tests/samples (@medplum/core 2.0.25, @medplum/fhirtypes 2.0.25,
 * @medplum/react 2.0.24); JSON blocks must parse, and FHIR resources must pass
 * @medplum/core's validateResource. HL7 v2 blocks must parse with Hl7Message;
 * search parameters must exist in 2.0.25; blocks marked `test` run with Node's
 * test runner against @medplum/mock; blocks marked `run` run on the in-memory
 * server the page runs them on, and must print what the page's `output` block
 * shows (plugins/runnable-samples/check.ts). A fence that says `fragment` opts out;
 * one that says `invalid-search` opts out of the search parameter check only.
 * A sample file is checked as a block of the language its extension names
 * (.ts, .tsx, .json, .sh), titled with its file name; it cannot opt out.
 * Exits 1 and prints file:line:column for each problem.
 */
import path from 'node:path';
import { existsSync, rmSync } from 'node:fs';
import { GENERATED_ROOT, indexedCore } from '../packages/fhir-model';
import { SAMPLE_FILES_DIR } from '../config/sample-files';
import { checkRunnableSamples, explainNotRunSamples, type NotRunSample } from '../plugins/runnable-samples/check';
import { NOT_RUN_REASONS, type NotRunReason } from '../packages/medplum-sandbox';
import {
  checkProseSearchParams,
  checkSamples,
  collectMarkdownFiles,
  collectSampleFiles,
  readSampleFiles,
  readSamples,
} from './samples/check';

const root = path.resolve(__dirname, '..');
const targets = process.argv.slice(2);
const samplesDir = path.join(root, 'tests', 'samples');

if (!existsSync(path.join(samplesDir, 'node_modules', '@medplum', 'core'))) {
  console.error(
    'The sample packages are missing. Run: npm ci --prefix tests/samples (scripts/ensure-deps.sh does it).',
  );
  process.exit(1);
}

const searched = targets.length > 0 ? targets : ['docs', 'blog', SAMPLE_FILES_DIR];
const files = collectMarkdownFiles(root, searched, [GENERATED_ROOT]);
const sampleFiles = collectSampleFiles(root, searched);
const samples = [...readSamples(root, files), ...readSampleFiles(root, sampleFiles)];
// Each run gets its own folder, so that runs at the same time do not collide.
const workDir = path.join(samplesDir, '.generated', String(process.pid));
const tsxBin = path.join(root, 'node_modules', '.bin', 'tsx');
const report = checkSamples(samples, workDir, [path.join(samplesDir, 'node_modules', '@types')], tsxBin);
rmSync(workDir, { recursive: true, force: true });
const prose = checkProseSearchParams(root, files);
report.problems.push(...prose.problems);
// Runnable samples run on the in-memory server, which searches with the indexed definitions.
async function main(): Promise<void> {
  indexedCore();
  const runnable = await checkRunnableSamples(root, files);
  report.problems.push(...runnable.problems.map((problem) => ({ ...problem, column: 1 })));
  const notRun = await explainNotRunSamples(root, files);

  for (const problem of report.problems) {
    console.error(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
  }
  console.log(
    `Checked ${files.length} Markdown files${sampleFiles.length > 0 ? ` and ${sampleFiles.length} sample files` : ''}: ` +
      `${report.typescript} TypeScript samples, ` +
      `${report.fhirJson} FHIR resources, ${report.otherJson} other JSON blocks, ${report.hl7} HL7 v2 messages, ` +
      `${report.searchParams} search parameter uses (and ${prose.uses} in inline code); ${report.testFiles} test blocks run (${report.testCases} tests); ` +
      `${runnable.runs} runnable samples run in memory (${runnable.withOutput} compared with their printed output), ` +
      `${runnable.react} React samples left to the browser tests, which render them; ` +
      `${report.fragments.length} opt-outs (fragment), ${report.invalidSearches.length} invalid-search examples.`,
  );
  printNotRun(notRun, runnable.runs + runnable.react);
  for (const fragment of report.fragments) {
    console.log(`  opt-out: ${fragment.file}:${fragment.line} (${fragment.lang})`);
  }
  for (const example of report.invalidSearches) {
    console.log(`  invalid-search example: ${example.file}:${example.line} (${example.lang})`);
  }
  if (report.problems.length > 0) {
    console.error(`${report.problems.length} problem(s) in the samples.`);
    process.exit(1);
  }
}

/** How many TypeScript samples run in the page, and why each of the others does not. */
function printNotRun(notRun: NotRunSample[], runs: number): void {
  const total = runs + notRun.length;
  console.log(
    `${runs} of ${total} TypeScript samples run in the page; why each of the other ${notRun.length} does not:`,
  );
  const reasons = Object.keys(NOT_RUN_REASONS) as NotRunReason[];
  for (const reason of reasons) {
    const samples = notRun.filter((sample) => sample.reason === reason);
    if (samples.length === 0) continue;
    console.log(`  ${reason} (${samples.length}): ${NOT_RUN_REASONS[reason]}`);
    for (const sample of samples) {
      console.log(`    ${sample.file}:${sample.line}${sample.detail ? `: ${sample.detail}` : ''}`);
    }
  }
}

void main();
