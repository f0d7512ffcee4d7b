/**
 * The FHIRPath functions that the installed @medplum/core implements, read
 * from the engine itself: the package ships its TypeScript source inside its
 * source map, and its `fhirpath/functions.ts` holds one object literal,
 * `functions`, whose keys are the only names the evaluator looks up. The
 * FHIRPath page lists exactly these, so the list cannot drift from the
 * engine; tests/fhirpath-functions.test.ts also asks the engine itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface EngineFunction {
  name: string;
  /** The section of the FHIRPath specification that defines it, such as "5.1 Existence" (SPEC_SECTIONS). */
  section: string;
  /** Its arguments after the input collection, as the source names them. */
  params: { name: string; optional: boolean }[];
  /**
   * True when the table maps the name to the engine's placeholder (`stub`,
   * which returns an empty collection whatever its input): the parser accepts
   * the call, and it finds nothing.
   */
  placeholder: boolean;
}

const FUNCTIONS_SOURCE = 'src/fhirpath/functions.ts';

/** The TypeScript source of the engine's function table, from the package's own source map. */
export function engineFunctionsSource(coreDir: string): string {
  const map = JSON.parse(readFileSync(path.join(coreDir, 'dist', 'esm', 'index.mjs.map'), 'utf8')) as {
    sources: string[];
    sourcesContent?: string[];
  };
  const index = map.sources.findIndex((source) => source.endsWith(FUNCTIONS_SOURCE));
  const text = index >= 0 ? map.sourcesContent?.[index] : undefined;
  if (!text) throw new Error(`[fhir-tools] ${FUNCTIONS_SOURCE} is not in @medplum/core's source map`);
  return text;
}

/**
 * The section of the FHIRPath specification (N1, 2.0.0, the version FHIR R4 uses) that defines each function
 * of the engine's table, and, for the functions FHIRPath does not define, who does: FHIR R4 adds `resolve()`
 * and `conformsTo()` (its FHIRPath page, "Additional functions"), and `between()` is Medplum's own. The
 * engine's source files some of them under other headings (`as()` and `resolve()` under "Additional
 * functions", `type()` under "12 Formal specifications"); the page follows the specification.
 */
export const SPEC_SECTIONS: readonly { section: string; functions: readonly string[] }[] = [
  {
    section: '5.1 Existence',
    functions: [
      'empty',
      'exists',
      'all',
      'allTrue',
      'anyTrue',
      'allFalse',
      'anyFalse',
      'subsetOf',
      'supersetOf',
      'count',
      'distinct',
      'isDistinct',
    ],
  },
  { section: '5.2 Filtering and projection', functions: ['where', 'select', 'repeat', 'ofType'] },
  {
    section: '5.3 Subsetting',
    functions: ['single', 'first', 'last', 'tail', 'skip', 'take', 'intersect', 'exclude'],
  },
  { section: '5.4 Combining', functions: ['union', 'combine'] },
  {
    section: '5.5 Conversion',
    functions: [
      'iif',
      'toBoolean',
      'convertsToBoolean',
      'toInteger',
      'convertsToInteger',
      'toDate',
      'convertsToDate',
      'toDateTime',
      'convertsToDateTime',
      'toDecimal',
      'convertsToDecimal',
      'toQuantity',
      'convertsToQuantity',
      'toString',
      'convertsToString',
      'toTime',
      'convertsToTime',
    ],
  },
  {
    section: '5.6 String manipulation',
    functions: [
      'indexOf',
      'substring',
      'startsWith',
      'endsWith',
      'contains',
      'upper',
      'lower',
      'replace',
      'matches',
      'replaceMatches',
      'length',
      'toChars',
    ],
  },
  {
    section: '5.7 Math',
    functions: ['abs', 'ceiling', 'exp', 'floor', 'ln', 'log', 'power', 'round', 'sqrt', 'truncate'],
  },
  { section: '5.8 Tree navigation', functions: ['children', 'descendants'] },
  { section: '5.9 Utility functions', functions: ['trace', 'now', 'timeOfDay', 'today'] },
  { section: '6.3 Types', functions: ['is', 'as'] },
  { section: '6.5 Boolean logic', functions: ['not'] },
  { section: '10.2 Reflection', functions: ['type'] },
  { section: 'Added by FHIR R4, not FHIRPath', functions: ['resolve', 'conformsTo'] },
  { section: "Medplum's own, in neither FHIRPath nor FHIR", functions: ['between'] },
];

/** The section a function belongs to; an error naming a function the page does not place yet. */
function specSection(name: string): string {
  const found = SPEC_SECTIONS.find((entry) => entry.functions.includes(name));
  if (!found) {
    throw new Error(
      `[fhir-tools] the engine has a function \`${name}\` that SPEC_SECTIONS (engine-functions.ts) does not place: add it under the section of the specification that defines it`,
    );
  }
  return found.section;
}

/** The functions of the engine's table, by the specification's sections (SPEC_SECTIONS). */
export function parseEngineFunctions(source: string): EngineFunction[] {
  const file = ts.createSourceFile(FUNCTIONS_SOURCE, source, ts.ScriptTarget.Latest, true);
  let table: ts.ObjectLiteralExpression | undefined;
  file.forEachChild(function visit(node) {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'functions' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      table = node.initializer;
    }
    node.forEachChild(visit);
  });
  if (!table) throw new Error(`[fhir-tools] no \`functions\` table in ${FUNCTIONS_SOURCE}`);
  const result: EngineFunction[] = [];
  for (const property of table.properties) {
    const name =
      property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        ? property.name.text
        : undefined;
    if (!name) continue;
    const fn =
      ts.isPropertyAssignment(property) &&
      (ts.isArrowFunction(property.initializer) || ts.isFunctionExpression(property.initializer))
        ? property.initializer
        : ts.isMethodDeclaration(property)
          ? property
          : undefined;
    const params = (fn?.parameters ?? [])
      .slice(2) // the evaluation context and the input collection
      .map((param) => ({
        name: param.name.getText(file).replace(/^\.\.\./, ''),
        optional: Boolean(param.questionToken || param.initializer || param.dotDotDotToken),
      }));
    const placeholder =
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.initializer) &&
      property.initializer.text === 'stub';
    result.push({ name, section: specSection(name), params, placeholder });
  }
  // In the order of the specification's sections, and of the source within a section.
  const order = (fn: EngineFunction) => SPEC_SECTIONS.findIndex((entry) => entry.section === fn.section);
  return result
    .map((fn, index) => ({ fn, index }))
    .sort((a, b) => order(a.fn) - order(b.fn) || a.index - b.index)
    .map(({ fn }) => fn);
}
