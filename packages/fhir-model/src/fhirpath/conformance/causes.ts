/**
 * Why the engine fails the suite's cases: each failing case is put under the
 * first cause whose rule matches it. The FHIRPath page shows one row per cause
 * (what goes wrong, an example from the suite, a workaround where one exists,
 * how many cases it accounts for) and lists every case under it. A failing
 * case that no rule matches falls under `other`, which the page lists too.
 */
import type { CaseRun } from './run';
import { sectionOf } from './sections';

export interface Cause {
  id: string;
  /** What goes wrong, in a few words. */
  title: string;
  /** One or two sentences for the page (Markdown code spans allowed). */
  explanation: string;
  /** What to write instead, when there is a way round it. */
  workaround: string | null;
  /** The suite case the page shows as the example, by name; tests check it is one of the cause's cases. */
  example: string;
  matches(run: CaseRun): boolean;
}

const isError = (run: CaseRun): boolean => 'error' in run.outcome;
const errorText = (run: CaseRun): string => ('error' in run.outcome ? run.outcome.error : '');
const expr = (run: CaseRun): string => run.case.expression;
/** Two date, dateTime or time literals compared or tested for equality. */
const DATE_COMPARISON = /@[\dT][\d:T.+\-Z]*\s*(?:!?=|!?~|<=?|>=?)\s*@|birthDate\s*!?=\s*@|now\(\)\s*>\s*today\(\)/;

export const CAUSES: readonly Cause[] = [
  {
    id: 'later-version',
    title: 'Not in FHIRPath N1',
    explanation:
      'The case tests a function or variable that FHIRPath added after N1, the version FHIR R4 and this engine follow, such as `trim()`, `split()`, `sort()`, `lowBoundary()` or `$index`. The engine fails with `Unrecognized function`.',
    workaround: 'Write the step with N1 functions, or do it in your own code after evaluating.',
    example: 'testTrim1',
    matches: (run) => sectionOf(run.case).scope === 'Later FHIRPath',
  },
  {
    id: 'strict',
    title: 'No strict evaluation',
    explanation:
      'The engine has no type-checked mode: a path that cannot exist on the type, such as `name.given1`, gives an empty collection instead of an error.',
    workaround: 'Check paths against the reference pages; a misspelt element name is silently empty.',
    example: 'testSimpleFail',
    matches: (run) => run.case.strict,
  },
  {
    id: 'missing-functions',
    title: 'Functions the engine lacks',
    explanation:
      "Functions of N1 and of FHIR R4 that the engine does not have fail with `Unrecognized function`: N1's `aggregate()`, and FHIR's `extension()` and `hasValue()`.",
    workaround: "Write `extension.where(url = '...')` for `extension('...')`, and `exists()` for `hasValue()`.",
    example: 'testAggregate1',
    matches: (run) => /Unrecognized function|is not a function/.test(errorText(run)),
  },
  {
    id: 'comments',
    title: 'Comments stop the parser',
    explanation:
      'A comment at the start or inside an expression fails to parse, and at a `//` or `/*` later on the engine stops and evaluates only what came before, without an error. Other unparsable tails are dropped the same way.',
    workaround: 'Leave comments out of expressions you run.',
    example: 'testComment4',
    matches: (run) => run.case.group === 'comments',
  },
  {
    id: 'date-arithmetic',
    title: 'Date arithmetic joins strings',
    explanation:
      'Adding a quantity of time to a date or dateTime joins the two as text (`@1973-12-25 + 7 days` gives `1973-12-257`), and subtracting one gives `NaN`.',
    workaround:
      'Compare dates instead of computing them, or compute the date in your own code and pass it in as a literal.',
    example: 'testPlusDate1',
    matches: (run) => sectionOf(run.case).title.startsWith('6.7'),
  },
  {
    id: 'date-precision',
    title: 'Dates of different precision',
    explanation:
      'Comparing a date with a dateTime, or two values of different precision, should give an empty collection because the answer is unknown; the engine answers `true` or `false`.',
    workaround: 'Compare values of the same precision, for example a date with a date.',
    example: 'testEquality19',
    matches: (run) => DATE_COMPARISON.test(expr(run)) && run.case.outputs.length === 0 && !isError(run),
  },
  {
    id: 'quantity-units',
    title: 'Quantities ignore units',
    explanation:
      "Quantities are compared and multiplied by their numbers alone: `4.0000 'g' = 4000.0 'mg'` gives `false`, and `7 days = 1 week` gives `false`. Converting text to a quantity accepts units that are not valid there, such as `'1 wk'` without quotes.",
    workaround: 'Compare quantities in the same unit, and compare the `value` and `code` elements separately.',
    example: 'testQuantity1',
    matches: (run) =>
      run.case.group === 'testQuantity' || /toQuantity\(\)|convertsToQuantity\(\)|\d week\.toString/.test(expr(run)),
  },
  {
    id: 'implies',
    title: '`implies` in parentheses',
    explanation:
      'Inside parentheses `implies` fails to parse (`expected ) got implies`); outside them it gives the value of its left side.',
    workaround: 'Write `A implies B` as `iif(A, B, true)`.',
    example: 'testBooleanImplies4',
    matches: (run) => /\bimplies\b/.test(expr(run)),
  },
  {
    id: 'precedence',
    title: 'Operators grouped otherwise',
    explanation:
      'The engine binds `in` and `contains` as loosely as `and`, and `div` and `mod` as loosely as `+`, and applies a leading minus after the function call that follows it (`-1.convertsToInteger()`).',
    workaround:
      'Put parentheses around each `in`, `contains`, `div`, `mod` and negative number that meets another operator.',
    example: 'testPrecedence5',
    matches: (run) => run.case.group === 'testPrecedence' || /^-\d[\d.]*\.\w+\(/.test(expr(run)),
  },
  {
    id: 'empty-logic',
    title: 'Empty operands',
    explanation:
      '`false or false` gives an empty collection instead of `false`; `xor` with an empty side gives `false`, and `!=` with an empty side gives `true`, where the specification gives an empty collection.',
    workaround: 'Test each side with `= true` or `.exists()` before combining them.',
    example: 'testBooleanLogicOr5',
    matches: (run) =>
      ['testBooleanLogicOr', 'testBooleanLogicXOr'].includes(run.case.group) || /!= \{\}/.test(expr(run)),
  },
  {
    id: 'undefined-arithmetic',
    title: 'Division by zero and other undefined results',
    explanation:
      'Where the result is undefined the specification gives an empty collection; the engine gives `Infinity`, `NaN` or `0` (`1 / 0`, `5 div 0`, `5 mod 0`, `(-1).sqrt()`).',
    workaround: 'Test the divisor or operand first, as in `iif(b != 0, a / b)`.',
    example: 'testDivide6',
    matches: (run) => /(?:\/|div|mod) 0\b|\(-1\)\.(?:sqrt|power)/.test(expr(run)) && run.case.outputs.length === 0,
  },
  {
    id: 'decimals',
    title: 'Rounding and decimal places',
    explanation:
      '`round()` ignores its precision and rounds to a whole number (`3.14159.round(3)` gives `3`), and a decimal loses its trailing zeros when it becomes text (`1.0.toString()` gives `1`).',
    workaround: 'Scale, round and scale back: `(3.14159 * 1000).round() / 1000` gives `3.142`.',
    example: 'testRound2',
    matches: (run) => /\.round\(\d|\d\.0+\.toString\(\)/.test(expr(run)),
  },
  {
    id: 'no-type-errors',
    title: 'No type errors',
    explanation:
      'Where the specification stops with an error (comparing a number with a string, a function given a collection where it needs one item, `as()` with an unknown type) the engine answers anyway.',
    workaround: 'Check the types of both sides yourself, for example with `is()` or `.count() = 1`.',
    example: 'testLiteralDecimalLessThanInvalid',
    matches: (run) => run.case.invalid !== null && !isError(run),
  },
  {
    id: 'fhir-types',
    title: 'FHIR types in `is()`, `as()` and `type()`',
    explanation:
      "`is()` gives `false` for every FHIR primitive type, with or without `FHIR.` (`Patient.active.is(boolean)`, `Patient.gender.is(code)`), and for `FHIR.Patient`; it gives `true` for `Patient.active.is(Boolean)`, which names FHIRPath's own type, and `false` for `true.is(System.Boolean)`. An integer counts as a `Decimal`, `as()` does not tell `code` from `string`, and `type()` names no System type.",
    workaround:
      'Test for the element rather than its type; for a choice element name the type in the path, as in `Observation.valueQuantity`.',
    example: 'testType11',
    matches: (run) =>
      /\.(?:is|as|ofType)\(|\bis \w|\.type\(\)/.test(expr(run)) &&
      ['testType', 'testInheritance', 'testLiterals', 'testTypes'].includes(run.case.group),
  },
  {
    id: 'empty-arguments',
    title: 'Empty arguments',
    explanation:
      "A string function given an empty argument, as in `'FHIR'.matches({})`, should give an empty collection; the engine treats the argument as a value and answers.",
    workaround: 'Check that the argument exists before calling the function.',
    example: 'testMatchesEmpty',
    matches: (run) => /\(\{\}|, \{\}\)/.test(expr(run)),
  },
  {
    id: 'regex',
    title: 'Regular expressions',
    explanation:
      "`replaceMatches()` treats its pattern as plain text, so `'abc123'.replaceMatches('[0-9]', '-')` changes nothing, and in `matches()` a `.` does not match a line break.",
    workaround: 'For `replaceMatches()` there is none; in `matches()` write `[\\s\\S]` for any character.',
    example: 'testReplaceMatches7',
    matches: (run) => ['testMatches', 'testReplaceMatches'].includes(run.case.group),
  },
  {
    id: 'placeholders',
    title: 'Functions that always give nothing',
    explanation:
      '`children()`, `descendants()`, `repeat()`, `subsetOf()` and `supersetOf()` are placeholders in this engine: the parser accepts them, and they give an empty collection whatever their input.',
    workaround:
      'Name the path you want, as in `Questionnaire.item.item.linkId`; for `subsetOf()`, test each item with `all()` and `in`.',
    example: 'testRepeat2',
    matches: (run) => /\b(?:children|descendants|repeat|subsetOf|supersetOf)\(/.test(expr(run)),
  },
  {
    id: 'argument-context',
    title: 'Arguments evaluated against the input',
    explanation:
      "A function's argument is evaluated against the function's input rather than against the expression's context, so a path inside `union()` or `combine()` reads the wrong items: `name.given.combine(name.family)` gives only the given names.",
    workaround: 'Start the argument from `%resource` so that it does not depend on the input.',
    example: 'testCombine2',
    matches: (run) => ['testUnion', 'testCombine()'].includes(run.case.group),
  },
  {
    id: 'variables',
    title: 'Variables FHIR and FHIRPath define',
    explanation:
      'Only `%resource`, `%rootResource` and `%context` are set: `%ucum`, `%sct`, `%loinc` fail as undefined, and the back-quoted value set and extension names FHIR defines (`%` followed by a back-quoted `vs-` or `ext-` name) fail to parse.',
    workaround: "Write the URL itself, such as `'http://loinc.org'`.",
    example: 'testVariables2',
    matches: (run) => /%[`a-z]/.test(expr(run)) && /variable|Parse error/.test(errorText(run)),
  },
  {
    id: 'other',
    title: 'Other differences',
    explanation:
      'Cases no rule above explains, each shown with what the specification expects and what the engine gives.',
    workaround: null,
    example: 'testLiteralUnicode',
    matches: () => true,
  },
];

/** The cause a failing case falls under: the first whose rule matches. */
export function causeOf(run: CaseRun): Cause {
  const cause = CAUSES.find((candidate) => candidate.matches(run));
  if (!cause) throw new Error('causes.ts: the last cause must match every case');
  return cause;
}
