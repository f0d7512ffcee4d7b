/**
 * What the example generator reads out of FHIRPath expressions. A search
 * parameter's expression becomes the element paths an example must fill
 * (`Patient.telecom.where(system='email')` asks for a telecom item whose
 * system is email), read from @medplum/core's own parse of it. A constraint
 * becomes the paths and values that could make it hold, and its text can be
 * rewritten so that the 2.0.25 engine evaluates it with FHIRPath's operator
 * precedence: that engine parses `and`, `or` and `xor` tighter than `=`, and
 * stops parsing at `implies`, so `A implies B` gives A.
 */
import type * as Core from '@medplum/core';

type CoreModule = typeof Core;

/** A literal a condition compares with. */
export type Literal = string | number | boolean;

/** What a `where(...)` asks of an array item. */
export type Condition = { kind: 'equals'; path: string[]; value: Literal } | { kind: 'resolves-to'; type: string };

/** One element name of a path, with what the expression asks of it. */
export interface Step {
  name: string;
  /** The type a choice element must have (`as Quantity`, `.as(dateTime)`). */
  asType?: string;
  /** Conditions on the items selected (`where(system='email')`). */
  where: Condition[];
  /** An indexer after the element (`entry[0]`). */
  index?: number;
  /** The expression goes on inside the resource this reference points at, which the example does not hold. */
  resolved?: boolean;
}

/** A path of element names below the type, the steps an example must fill. */
export type Demand = Step[];

/** A value an element could be set to for a constraint to hold. */
interface Setting {
  path: Demand;
  value: Literal;
}

/** An array that needs more items (`item.count() > 1`). */
interface Count {
  path: Demand;
  atLeast: number;
}

/** A type a choice element is tested for (`answer is Boolean`). */
interface TypeTest {
  path: Demand;
  type: string;
}

/** Paths, settings, counts and type tests found in a constraint: what could make it hold. */
export interface ConstraintHints {
  paths: Demand[];
  settings: Setting[];
  counts: Count[];
  types: TypeTest[];
}

/** The literal a literal atom holds, if the atom is one. */
function literalOf(core: CoreModule, atom: unknown): Literal | undefined {
  if (!(atom instanceof core.LiteralAtom)) return undefined;
  const value: unknown = atom.value.value;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

/** The type name a type specifier atom names (`Patient`, `FHIR.Patient`). */
function typeNameOf(core: CoreModule, atom: unknown): string | undefined {
  if (atom instanceof core.SymbolAtom) return atom.name;
  if (atom instanceof core.DotAtom) return typeNameOf(core, atom.right);
  return undefined;
}

/** The conditions a `where(...)` argument states that the generator can meet (`a = 'x' and resolve() is T`). */
function conditionsOf(core: CoreModule, atom: unknown): Condition[] {
  if (atom instanceof core.AndAtom) return [...conditionsOf(core, atom.left), ...conditionsOf(core, atom.right)];
  if (atom instanceof core.EqualsAtom) {
    const paths = pathsOf(core, atom.left, undefined);
    const value = literalOf(core, atom.right);
    if (paths.length === 1 && value !== undefined && paths[0].every((step) => step.where.length === 0)) {
      return [{ kind: 'equals', path: paths[0].map((step) => step.name), value }];
    }
  }
  if (atom instanceof core.IsAtom && atom.left instanceof core.FunctionAtom && atom.left.name === 'resolve') {
    const type = typeNameOf(core, atom.right);
    if (type) return [{ kind: 'resolves-to', type }];
  }
  return [];
}

/** A copy of a demand whose last step is changed by `change`; an empty demand stays as it is. */
function withLast(demand: Demand, change: (step: Step) => Step): Demand {
  if (demand.length === 0) return demand;
  return [...demand.slice(0, -1), change(demand[demand.length - 1])];
}

/** The demands of `left.right`, where `right` is a name or a function applied to what `left` selects. */
function extend(core: CoreModule, demands: Demand[], right: unknown): Demand[] {
  if (demands.some((demand) => demand[demand.length - 1]?.resolved)) return demands;
  if (right instanceof core.SymbolAtom) return demands.map((demand) => [...demand, { name: right.name, where: [] }]);
  if (!(right instanceof core.FunctionAtom)) return [];
  const [argument] = right.args;
  if (right.name === 'where') {
    const conditions = conditionsOf(core, argument);
    return demands.map((demand) => withLast(demand, (step) => ({ ...step, where: [...step.where, ...conditions] })));
  }
  if (right.name === 'as' || right.name === 'ofType') {
    const type = typeNameOf(core, argument);
    return demands.map((demand) => (type ? withLast(demand, (step) => ({ ...step, asType: type })) : demand));
  }
  if (right.name === 'resolve')
    return demands.map((demand) => withLast(demand, (step) => ({ ...step, resolved: true })));
  // exists(), count(), contains() and the like read what the path selects: the path must be there.
  return demands;
}

/**
 * The element paths an expression selects from, as alternatives: a union
 * gives one per branch, and any one of them selecting a value is enough.
 * `rootType` is the type the expression starts from (its first name is
 * skipped when it is that type).
 */
function pathsOf(core: CoreModule, atom: unknown, rootType: string | undefined): Demand[] {
  if (atom instanceof core.FhirPathAtom) return pathsOf(core, atom.child, rootType);
  if (atom instanceof core.UnionAtom) {
    return [...pathsOf(core, atom.left, rootType), ...pathsOf(core, atom.right, rootType)];
  }
  if (atom instanceof core.SymbolAtom) {
    if (atom.name.startsWith('%') || atom.name === '$this') return [];
    return atom.name === rootType ? [[]] : [[{ name: atom.name, where: [] }]];
  }
  if (atom instanceof core.DotAtom) return extend(core, pathsOf(core, atom.left, rootType), atom.right);
  if (atom instanceof core.AsAtom) {
    const type = typeNameOf(core, atom.right);
    return pathsOf(core, atom.left, rootType).map((demand) =>
      type ? withLast(demand, (step) => ({ ...step, asType: type })) : demand,
    );
  }
  if (atom instanceof core.IndexerAtom) {
    const index = literalOf(core, atom.expr);
    return pathsOf(core, atom.left, rootType).map((demand) =>
      typeof index === 'number' ? withLast(demand, (step) => ({ ...step, index })) : demand,
    );
  }
  // `X.exists() and X != false`: what the left side reads is what must be there.
  if (atom instanceof core.InfixOperatorAtom) return pathsOf(core, atom.left, rootType);
  return [];
}

/**
 * The alternatives of paths a search parameter's expression (its part for
 * `rootType`) selects from; none when the engine cannot parse it.
 */
export function searchDemands(core: CoreModule, expression: string, rootType: string): Demand[] {
  let parsed: unknown;
  try {
    parsed = core.parseFhirPath(expression);
  } catch {
    return [];
  }
  return pathsOf(core, parsed, rootType).filter((demand) => demand.length > 0);
}

/** The literals a value is compared with: `x = 'a'` gives a, `x in ('a' | 'b')` gives a and b. */
function comparedLiterals(core: CoreModule, atom: unknown): Literal[] {
  if (atom instanceof core.UnionAtom) {
    return [...comparedLiterals(core, atom.left), ...comparedLiterals(core, atom.right)];
  }
  const literal = literalOf(core, atom);
  return literal === undefined ? [] : [literal];
}

/**
 * What could make a constraint hold at its context: the element paths it
 * reads (adding one may make an `exists()` true) and the literal values it
 * compares elements with (`status = 'cancelled'`). Paths inside function
 * arguments other than where() are left out, as they are relative to another
 * collection. The expression is read with FHIRPath's precedence (see
 * fhirPrecedence); `rootType` is the type a root-level constraint sits on.
 */
export function constraintHints(core: CoreModule, expression: string, rootType?: string): ConstraintHints {
  let parsed: unknown;
  try {
    parsed = core.parseFhirPath(fhirPrecedence(expression));
  } catch {
    return { paths: [], settings: [], counts: [], types: [] };
  }
  const hints: ConstraintHints = { paths: [], settings: [], counts: [], types: [] };
  collectHints(core, parsed, rootType, hints);
  return { ...hints, paths: dedupe(hints.paths) };
}

/** Adds the paths and settings of `atom` and the operands below it to `hints`. */
function collectHints(core: CoreModule, atom: unknown, rootType: string | undefined, hints: ConstraintHints): void {
  if (atom instanceof core.FhirPathAtom) return collectHints(core, atom.child, rootType, hints);
  // `iif(A, B, true)` and `(a | b).anyTrue()` from fhirPrecedence: the operands inside count.
  if (atom instanceof core.FunctionAtom && atom.name === 'iif') {
    for (const argument of atom.args) collectHints(core, argument, rootType, hints);
    return;
  }
  if (atom instanceof core.DotAtom && !isPath(core, atom.left)) return collectHints(core, atom.left, rootType, hints);
  if (atom instanceof core.DotAtom || atom instanceof core.SymbolAtom || atom instanceof core.AsAtom) {
    hints.paths.push(...pathsOf(core, atom, rootType).filter((demand) => demand.length > 0));
    return;
  }
  if (atom instanceof core.EqualsAtom || atom instanceof core.InAtom) {
    for (const path of pathsOf(core, atom.left, rootType).filter((demand) => demand.length > 0)) {
      for (const value of comparedLiterals(core, atom.right)) hints.settings.push({ path, value });
    }
  }
  if (atom instanceof core.IsAtom) {
    const type = typeNameOf(core, atom.right);
    for (const path of pathsOf(core, atom.left, rootType))
      if (type && path.length > 0) hints.types.push({ path, type });
  }
  if (atom instanceof core.InfixOperatorAtom && (atom.operator === '>' || atom.operator === '>=')) {
    const bound = literalOf(core, atom.right);
    const counted = atom.left instanceof core.DotAtom && atom.left.right instanceof core.FunctionAtom;
    if (counted && typeof bound === 'number' && (atom.left.right as Core.FunctionAtom).name === 'count') {
      const atLeast = atom.operator === '>' ? bound + 1 : bound;
      for (const path of pathsOf(core, atom.left, rootType)) hints.counts.push({ path, atLeast });
    }
  }
  if (atom instanceof core.InfixOperatorAtom) {
    collectHints(core, atom.left, rootType, hints);
    collectHints(core, atom.right, rootType, hints);
  }
}

/** Whether an atom is a chain of element names (with where/as/exists steps), the kind pathsOf reads. */
function isPath(core: CoreModule, atom: unknown): boolean {
  if (atom instanceof core.SymbolAtom) return true;
  if (atom instanceof core.DotAtom) return isPath(core, atom.left);
  return false;
}

/** The demands without repeats, in first-seen order. */
function dedupe(demands: Demand[]): Demand[] {
  const seen = new Set<string>();
  return demands.filter((demand) => {
    const key = JSON.stringify(demand);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The boolean operators whose precedence the engine gets wrong. */
type BooleanOperator = 'implies' | 'or' | 'xor' | 'and';

/** The operands of `text` and the boolean keywords between them, at nesting depth 0 (brackets and quotes skipped). */
function splitTopLevel(text: string): { operands: string[]; operators: BooleanOperator[] } {
  const operands: string[] = [];
  const operators: BooleanOperator[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'" || ch === '`') {
      i = closingQuote(text, i) + 1;
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (depth === 0 && /\s/.test(ch)) {
      const match = /^\s+(implies|or|xor|and)\s+/.exec(text.slice(i));
      if (match) {
        operands.push(text.slice(start, i).trim());
        operators.push(match[1] as BooleanOperator);
        i += match[0].length;
        start = i;
        continue;
      }
    }
    i++;
  }
  operands.push(text.slice(start).trim());
  return { operands, operators };
}

/** The index of the quote that closes the one at `open` (backslash escapes skipped). */
function closingQuote(text: string, open: number): number {
  const quote = text[open];
  let i = open + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i;
}

/** `text` with the inside of every parenthesised group (each function argument too) rewritten by `fhirPrecedence`. */
function rewriteGroups(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'" || ch === '`') {
      const end = closingQuote(text, i);
      out += text.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (ch !== '(') {
      out += ch;
      i++;
      continue;
    }
    const end = closingParen(text, i);
    const args = splitArguments(text.slice(i + 1, end));
    out += `(${args.map((arg) => (arg.trim() === '' ? arg : fhirPrecedence(arg.trim()))).join(', ')})`;
    i = end + 1;
  }
  return out;
}

/** The index of the parenthesis that closes the one at `open`. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'" || ch === '`') i = closingQuote(text, i);
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
    i++;
  }
  return text.length;
}

/** The comma-separated parts of a group's inside, commas in nested groups and strings left alone. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '`') i = closingQuote(text, i);
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The expression rewritten so that the 2.0.25 engine evaluates it as FHIRPath
 * means it: every operand of `and`, `or`, `xor` and `implies` in parentheses,
 * grouped by FHIRPath's precedence (and, then or/xor, then implies), with
 * `or` and `implies` spelled as joinTwo says. Inner groups and function
 * arguments are rewritten too.
 */
export function fhirPrecedence(expression: string): string {
  const { operands, operators } = splitTopLevel(expression);
  const rewritten = operands.map(rewriteGroups);
  if (operators.length === 0) return rewritten[0];
  const levels: BooleanOperator[][] = [['implies'], ['or', 'xor'], ['and']];
  return joinLevelled(rewritten, operators, levels);
}

/** Operands and operators grouped by FHIRPath's precedence levels, loosest first, each operand in parentheses. */
function joinLevelled(operands: string[], operators: BooleanOperator[], levels: BooleanOperator[][]): string {
  const [level, ...rest] = levels;
  if (!level) return operands[0];
  const parts: string[][] = [[]];
  const partOperators: BooleanOperator[][] = [[]];
  const joins: BooleanOperator[] = [];
  operands.forEach((operand, index) => {
    parts[parts.length - 1].push(operand);
    const operator = operators[index];
    if (operator === undefined) return;
    if (level.includes(operator)) {
      joins.push(operator);
      parts.push([]);
      partOperators.push([]);
    } else {
      partOperators[partOperators.length - 1].push(operator);
    }
  });
  const rendered = parts.map((part, index) => joinLevelled(part, partOperators[index], rest));
  return rendered.reduce((left, right, index) => joinTwo(left, joins[index - 1], right));
}

/**
 * Two operands joined so that the engine gives FHIRPath's result: its `or`
 * gives an empty collection for `false or false`, so `or` becomes anyTrue()
 * over both; it has no `implies`, so that becomes iif(), true unless the
 * antecedent is true and the consequent is not.
 */
function joinTwo(left: string, operator: BooleanOperator, right: string): string {
  if (operator === 'or') return `((${left}) | (${right})).anyTrue()`;
  if (operator === 'implies') return `iif((${left}), (${right}), true)`;
  return `(${left}) ${operator} (${right})`;
}

/** The two sides of a constraint's top-level `implies`, if it has one. */
export function impliesParts(expression: string): { antecedent: string; consequent: string } | undefined {
  const { operands, operators } = splitTopLevel(expression);
  const at = operators.indexOf('implies');
  if (at < 0) return undefined;
  const rebuild = (from: number, to: number) =>
    operands
      .slice(from, to + 1)
      .map((operand, index) => (index === 0 ? operand : `${operators[from + index - 1]} ${operand}`))
      .join(' ');
  return { antecedent: rebuild(0, at), consequent: rebuild(at + 1, operands.length - 1) };
}
