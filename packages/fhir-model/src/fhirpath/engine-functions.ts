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
  /** The section of the FHIRPath specification the source files it under, such as "5.1 Existence". */
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

/** "5.6. String Manipulation." → "5.6 String manipulation"; other headings as they are, trimmed. */
function sectionTitle(comment: string): string {
  const line = comment
    .replace(/^\/\*+\s*\*?\s*/, '')
    .split('\n')[0]
    .trim();
  const match = /^(\d+(?:\.\d+)?)\.?\s+(.*?)\.?$/.exec(line);
  if (!match) return line;
  const words = match[2];
  return `${match[1]} ${words.charAt(0)}${words.slice(1).toLowerCase()}`;
}

/** The functions of the engine's table, in the order of the source. */
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
  let section = 'Other';
  for (const property of table.properties) {
    // A section heading is a block comment that is not JSDoc (`/*`, not `/**`).
    for (const range of ts.getLeadingCommentRanges(source, property.getFullStart()) ?? []) {
      const comment = source.slice(range.pos, range.end);
      if (comment.startsWith('/*') && !comment.startsWith('/**')) section = sectionTitle(comment);
    }
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
    result.push({ name, section, params, placeholder });
  }
  return result;
}
