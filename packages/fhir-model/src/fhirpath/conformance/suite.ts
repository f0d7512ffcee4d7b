/**
 * The official FHIRPath test suite for FHIR R4 (conformance/fhirpath-r4/,
 * whose README.md names its source), read into plain cases: the expression,
 * the resource it runs against, and what the specification expects, either
 * values with their types or an error.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';

/** The folder of the vendored suite: the XML file and the JSON inputs. */
export const SUITE_DIR = path.join(__dirname, '..', '..', '..', 'conformance', 'fhirpath-r4');
const SUITE_FILE = 'tests-fhir-r4.xml';

export interface ExpectedValue {
  /** The FHIR type the suite gives the value: `boolean`, `integer`, `date`, `Quantity`... */
  type: string;
  /** The value as the suite writes it: `true`, `4`, `@1974-12-25`, `4 'g'`. */
  text: string;
}

export interface SuiteCase {
  /** The suite's group, such as `testWhere`. */
  group: string;
  name: string;
  expression: string;
  /** The input resource's file name in input/, or null when the case runs on no resource. */
  input: string | null;
  /** The values the specification expects, in order; empty when it expects an empty collection. */
  outputs: ExpectedValue[];
  /** Set when the specification expects an error: `syntax`, `semantic`, `execution` (or `true`). */
  invalid: string | null;
  /** True when the case asks whether the result is non-empty, not what it is. */
  predicate: boolean;
  /** False when the outputs may come in any order. */
  ordered: boolean;
  /** True for the cases that need strict (type-checked) evaluation. */
  strict: boolean;
  /** The FHIRPath version a case was written for when it is a later one than N1 (`2.1.0`), else null. */
  version: string | null;
}

/** The suite's input files are XML; the JSON copies beside them carry the same resource. */
function jsonInput(file: string): string {
  return file.replace(/\.xml$/, '.json');
}

/** Reads the suite's XML text into cases, in the order the file gives them. */
export function parseSuite(xml: string): SuiteCase[] {
  const $ = load(xml, { xml: true });
  const cases: SuiteCase[] = [];
  $('group').each((_, groupElement) => {
    const group = $(groupElement).attr('name') ?? '';
    $(groupElement)
      .children('test')
      .each((_i, testElement) => {
        const test = $(testElement);
        const expression = test.children('expression').first();
        const input = test.attr('inputfile');
        cases.push({
          group,
          name: test.attr('name') ?? '',
          expression: expression.text(),
          input: input ? jsonInput(input) : null,
          outputs: test
            .children('output')
            .toArray()
            .map((output) => ({ type: $(output).attr('type') ?? '', text: $(output).text() })),
          invalid: expression.attr('invalid') ?? null,
          predicate: test.attr('predicate') === 'true',
          ordered: test.attr('ordered') !== 'false',
          strict: test.attr('mode') === 'strict' || expression.attr('mode') === 'strict',
          version: test.attr('version') ?? null,
        });
      });
  });
  return cases;
}

/** The vendored suite's cases. */
export function loadSuite(dir: string = SUITE_DIR): SuiteCase[] {
  return parseSuite(readFileSync(path.join(dir, SUITE_FILE), 'utf8'));
}

/** The input resources the cases name, by file name, parsed. */
export function loadInputs(cases: readonly SuiteCase[], dir: string = SUITE_DIR): Map<string, unknown> {
  const inputs = new Map<string, unknown>();
  for (const file of new Set(cases.map((c) => c.input).filter((input): input is string => input !== null))) {
    inputs.set(file, JSON.parse(readFileSync(path.join(dir, 'input', file), 'utf8')) as unknown);
  }
  return inputs;
}
