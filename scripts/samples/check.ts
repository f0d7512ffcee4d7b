/**
 * Checks the code samples of Markdown files and the sample files of
 * src/data/samples (each one checked as a block of its extension's
 * language): every TypeScript/TSX block must
 * type-check on its own against the SDK (a block that exports a bot `handler`
 * must match the bot signature), and every JSON block must parse; a JSON block
 * that is a FHIR resource must also pass @medplum/core's own validation. HL7
 * v2 blocks must parse segment by segment; every search parameter a block uses
 * must exist in 2.0.25; blocks marked `test` are run with Node's test runner.
 * Blocks marked `fragment` are counted and skipped; blocks marked
 * `invalid-search` show a wrong search on purpose and skip only that check.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SAMPLE_FILES_DIR, sampleFileLanguage } from '../../config/sample-files';
import { listFiles } from '../../packages/common/src/walk';
import { sampleCheckOptions } from '../../packages/medplum-sandbox';
import { extractCodeBlocks, inlineCodeSpans, sampleKind, type CodeBlock } from './extract';
import { indexedCore } from '../../packages/fhir-model';
import { hl7Problems } from './hl7';
import { findSearchParamUses, searchParamProblem } from './search-params';

export interface Sample extends CodeBlock {
  /** Markdown file or sample file, relative to the project root. */
  file: string;
  kind: ReturnType<typeof sampleKind>;
}

export interface SampleProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface SampleReport {
  typescript: number;
  fhirJson: number;
  otherJson: number;
  hl7: number;
  /** Search parameter uses checked against the definitions. */
  searchParams: number;
  /** Blocks marked `test` that ran, and the test cases they held. */
  testFiles: number;
  testCases: number;
  fragments: Sample[];
  /** Blocks marked `invalid-search`: their search parameters are not checked. */
  invalidSearches: Sample[];
  problems: SampleProblem[];
}

/**
 * The files under the given files or folders that `accept` takes (paths
 * relative to `root`), leaving out node_modules, hidden entries and the
 * folders of `skip`.
 */
export function collectFiles(
  root: string,
  targets: readonly string[],
  accept: (relative: string) => boolean,
  skip: readonly string[] = [],
): string[] {
  const skipped = (relative: string): boolean =>
    skip.some((prefix) => relative === prefix || relative.startsWith(`${prefix}/`));
  const hidden = (relative: string): boolean => /(^|\/)(node_modules|\.[^/]*)$/.test(relative);
  return targets.flatMap((target) => {
    const absolute = path.resolve(root, target);
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    if (skipped(relative)) return [];
    if (!statSync(absolute).isDirectory()) return accept(relative) ? [relative] : [];
    const under = (child: string): string => (relative ? `${relative}/${child}` : child);
    return listFiles(absolute, (child) => hidden(child) || skipped(under(child)))
      .map(under)
      .filter((file) => !hidden(file) && !skipped(file) && accept(file));
  });
}

/** Markdown files under the given files or folders, skipping generated reference pages. */
export function collectMarkdownFiles(root: string, targets: readonly string[], skip: readonly string[] = []): string[] {
  return collectFiles(root, targets, (file) => /\.mdx?$/.test(file), skip);
}

/** Sample files (src/data/samples) under the given files or folders. */
export function collectSampleFiles(root: string, targets: readonly string[]): string[] {
  return collectFiles(
    root,
    targets,
    (file) => file.startsWith(`${SAMPLE_FILES_DIR}/`) && sampleFileLanguage(file) !== undefined,
  );
}

export function readSamples(root: string, files: readonly string[]): Sample[] {
  return files.flatMap((file) =>
    extractCodeBlocks(readFileSync(path.join(root, file), 'utf8')).map((block) => ({
      ...block,
      file,
      kind: sampleKind(block.lang),
    })),
  );
}

/**
 * Each sample file as one sample, checked like a fenced block of its
 * language whose fence gives it the file's name as its title.
 */
export function readSampleFiles(root: string, files: readonly string[]): Sample[] {
  return files.map((file) => {
    const lang = sampleFileLanguage(file) ?? '';
    return {
      lang,
      meta: `title="${path.posix.basename(file)}"`,
      code: readFileSync(path.join(root, file), 'utf8'),
      line: 1,
      fragment: false,
      file,
      kind: sampleKind(lang),
    };
  });
}

/**
 * Type-checks each TypeScript sample as its own module in `workDir`, which must
 * sit inside a folder whose node_modules holds the SDK (tests/samples).
 */
export function typeCheck(
  samples: readonly Sample[],
  workDir: string,
  typeRoots: readonly string[],
): { problems: SampleProblem[]; files: Map<string, Sample> } {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const origins = new Map<string, Sample>();
  for (const sample of samples) {
    // Samples keep their Markdown file's folder, so a block titled
    // `scim-client.ts` can be imported as './scim-client' by its neighbours.
    const folder = path.join(workDir, path.dirname(sample.file));
    const title = sampleFileName(sample.meta);
    const extension = sample.kind === 'tsx' ? 'tsx' : 'ts';
    const name = title ?? `${path.basename(sample.file).replace(/\.mdx?$/, '')}.L${sample.line}.${extension}`;
    const generated = path.resolve(folder, name);
    if (origins.has(generated)) {
      throw new Error(
        `${sample.file}:${sample.line}: another sample in ${path.dirname(sample.file)} is already titled ${name}`,
      );
    }
    mkdirSync(folder, { recursive: true });
    // The trailing export keeps every sample in its own module scope.
    writeFileSync(generated, `${sample.code}\nexport {};\n${BOT_SHAPE.test(sample.code) ? BOT_CHECK : ''}`);
    origins.set(generated, sample);
  }
  const program = ts.createProgram([...origins.keys()], {
    ...sampleCheckOptions(ts),
    types: ['node'],
    typeRoots: [...typeRoots],
  });
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const sample = diagnostic.file ? origins.get(path.resolve(diagnostic.file.fileName)) : undefined;
    if (!diagnostic.file || !sample || diagnostic.start === undefined) {
      return {
        file: diagnostic.file?.fileName ?? '(compiler)',
        line: 0,
        column: 0,
        message: `TS${diagnostic.code}: ${message}`,
      };
    }
    const position = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return {
      file: sample.file,
      line: sample.line + position.line,
      column: position.character + 1,
      message: `TS${diagnostic.code}: ${message}`,
    };
  });
  return { problems, files: origins };
}

/** A block that exports a bot handler; it must take (MedplumClient, BotEvent). */
const BOT_SHAPE = /^export\s+(?:async\s+function|function|const)\s+handler\b/m;
/** Appended after such a block (so its line numbers stay), to check the handler's signature. */
const BOT_CHECK = [
  "import type { BotEvent as SampleBotEvent, MedplumClient as SampleMedplumClient } from '@medplum/core';",
  '// A bot handler must accept (medplum: MedplumClient, event: BotEvent).',
  'const sampleBotHandler: (medplum: SampleMedplumClient, event: SampleBotEvent<any>) => unknown = handler;',
  'void sampleBotHandler;',
  '',
].join('\n');

/**
 * Runs the blocks marked `test` (already written by typeCheck) with Node's test
 * runner through tsx, from inside tests/samples so @medplum/mock resolves.
 */
export function runTests(
  files: Map<string, Sample>,
  tsxBin: string,
): { problems: SampleProblem[]; files: number; cases: number } {
  const tests = [...files].filter(([, sample]) => sample.meta.split(/\s+/).includes('test'));
  const problems: SampleProblem[] = [];
  let cases = 0;
  for (const [file, sample] of tests) {
    const run = spawnSync(tsxBin, ['--test', '--test-reporter=tap', file], {
      cwd: path.dirname(file),
      // Under a parent test runner, Node would report to it instead of printing TAP.
      env: { ...process.env, NODE_TEST_CONTEXT: undefined },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    const passed = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
    const failed = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
    cases += passed + failed;
    if (run.status !== 0 || failed > 0 || passed === 0) {
      problems.push({
        file: sample.file,
        line: sample.line,
        column: 1,
        message: `test block failed (${passed} passed, ${failed} failed, exit ${String(run.status)}):\n${output.trim()}`,
      });
    }
  }
  return { problems, files: tests.length, cases };
}

/** Problems of the HL7 v2 blocks. */
export function checkHl7(samples: readonly Sample[]): SampleProblem[] {
  return samples.flatMap((sample) =>
    hl7Problems(sample.code).map((problem) => ({
      file: sample.file,
      line: sample.line + problem.line,
      column: 1,
      message: problem.message,
    })),
  );
}

/** A piece of Markdown to scan for search parameters: a block, or an inline code span. */
interface SearchSource {
  file: string;
  /** 1-based line of the code's first line in the Markdown file. */
  line: number;
  code: string;
  kind: Sample['kind'];
}

/** Problems of the search parameters that the sources use, and how many uses were checked. */
function searchParamReport(sources: readonly SearchSource[]): { problems: SampleProblem[]; uses: number } {
  const problems: SampleProblem[] = [];
  let uses = 0;
  for (const source of sources) {
    for (const use of findSearchParamUses(source.code, source.kind)) {
      uses += 1;
      const message = searchParamProblem(use);
      if (message) {
        problems.push({ file: source.file, line: source.line + use.line, column: use.column + 1, message });
      }
    }
  }
  return { problems, uses };
}

/** Search parameters in code blocks. */
export function checkSearchParams(samples: readonly Sample[]): { problems: SampleProblem[]; uses: number } {
  return searchParamReport(samples);
}

/** Search parameters in the inline code of the prose, such as `Task?owner=...`. */
export function checkProseSearchParams(
  root: string,
  files: readonly string[],
): { problems: SampleProblem[]; uses: number } {
  return searchParamReport(
    files.flatMap((file) =>
      inlineCodeSpans(readFileSync(path.join(root, file), 'utf8')).map((span) => ({
        file,
        line: span.line,
        code: span.code,
        kind: 'other' as const,
      })),
    ),
  );
}

/** The file name a fence gives its block with `title="name.ts"`, if any. */
export function sampleFileName(meta: string): string | undefined {
  const match = /(?:^|\s)title=(["'])([\w.-]+\.tsx?)\1/.exec(meta);
  return match?.[2];
}

type Validator = (resource: unknown) => void;

let validator: Validator | undefined;

/** @medplum/core's validateResource, with the FHIR and Medplum definitions indexed once. */
export function fhirValidator(): Validator {
  if (!validator) {
    const core = indexedCore();
    validator = (resource) => core.validateResource(resource as Parameters<typeof core.validateResource>[0]);
  }
  return validator;
}

function describeError(error: unknown): string {
  const outcome = (error as { outcome?: { issue?: { details?: { text?: string }; expression?: string[] }[] } }).outcome;
  if (outcome?.issue?.length) {
    return outcome.issue
      .map(
        (issue) => `${issue.details?.text ?? 'invalid'}${issue.expression ? ` (${issue.expression.join(', ')})` : ''}`,
      )
      .join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

/** Parses JSON samples; validates the ones with a resourceType. Returns problems and counts. */
export function checkJson(samples: readonly Sample[]): { problems: SampleProblem[]; fhir: number; other: number } {
  const problems: SampleProblem[] = [];
  let fhir = 0;
  let other = 0;
  for (const sample of samples) {
    let value: unknown;
    try {
      value = JSON.parse(sample.code);
    } catch (error) {
      problems.push({
        file: sample.file,
        line: sample.line,
        column: 1,
        message: `JSON does not parse: ${describeError(error)}`,
      });
      continue;
    }
    if (value && typeof value === 'object' && !Array.isArray(value) && 'resourceType' in value) {
      fhir += 1;
      try {
        fhirValidator()(value);
      } catch (error) {
        problems.push({
          file: sample.file,
          line: sample.line,
          column: 1,
          message: `FHIR ${String((value as { resourceType: unknown }).resourceType)} is not valid: ${describeError(error)}`,
        });
      }
    } else {
      other += 1;
    }
  }
  return { problems, fhir, other };
}

function hasWord(sample: Sample, word: string): boolean {
  return sample.meta.split(/\s+/).includes(word);
}

export function checkSamples(
  samples: readonly Sample[],
  workDir: string,
  typeRoots: readonly string[],
  tsxBin: string,
): SampleReport {
  const fragments = samples.filter((sample) => sample.fragment && (sample.kind !== 'other' || sample.lang === 'hl7'));
  const checked = samples.filter((sample) => !sample.fragment);
  const typescript = checked.filter((sample) => sample.kind === 'typescript' || sample.kind === 'tsx');
  const json = checkJson(checked.filter((sample) => sample.kind === 'json'));
  const hl7 = checked.filter((sample) => sample.lang === 'hl7');
  const invalidSearches = checked.filter((sample) => hasWord(sample, 'invalid-search'));
  const search = checkSearchParams(checked.filter((sample) => !hasWord(sample, 'invalid-search')));
  const types = typescript.length > 0 ? typeCheck(typescript, workDir, typeRoots) : { problems: [], files: new Map() };
  // Tests run only when everything type-checks; a type error is reported first.
  const tests = types.problems.length === 0 ? runTests(types.files, tsxBin) : { problems: [], files: 0, cases: 0 };
  const problems = [...types.problems, ...tests.problems, ...json.problems, ...checkHl7(hl7), ...search.problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
  return {
    typescript: typescript.length,
    fhirJson: json.fhir,
    otherJson: json.other,
    hl7: hl7.length,
    searchParams: search.uses,
    testFiles: tests.files,
    testCases: tests.cases,
    fragments,
    invalidSearches,
    problems,
  };
}
