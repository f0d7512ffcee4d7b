/**
 * Where each case of the suite belongs in the specifications: a section of
 * FHIRPath N1 (2.0.0, the version FHIR R4 uses), FHIR R4's own FHIRPath page,
 * or a FHIRPath version later than N1. The suite's groups mostly follow the
 * sections; the rules in sectionOf() move the cases a group's name doesn't
 * place (date arithmetic under `testPlus`, a later function in an N1 group).
 */
import type { SuiteCase } from './suite';

/** Which specification a section belongs to. */
export type Scope = 'FHIRPath N1' | 'FHIR R4' | 'Later FHIRPath';

export interface Section {
  title: string;
  scope: Scope;
}

const N1 = (title: string): Section => ({ title, scope: 'FHIRPath N1' });

/** The sections, in the order the page lists them. */
const SECTIONS = {
  paths: N1('3 Path selection'),
  literals: N1('4.1 Literals'),
  singleton: N1('4.5 Singleton evaluation of collections'),
  existence: N1('5.1 Existence'),
  filtering: N1('5.2 Filtering and projection'),
  subsetting: N1('5.3 Subsetting'),
  combining: N1('5.4 Combining'),
  conversion: N1('5.5 Conversion'),
  strings: N1('5.6 String manipulation'),
  math: N1('5.7 Math'),
  utility: N1('5.9 Utility functions'),
  equality: N1('6.1 Equality'),
  comparison: N1('6.2 Comparison'),
  types: N1('6.3 Types'),
  collections: N1('6.4 Collections'),
  boolean: N1('6.5 Boolean logic'),
  arithmetic: N1('6.6 Math'),
  dateArithmetic: N1('6.7 Date/Time Arithmetic'),
  precedence: N1('6.8 Operator precedence'),
  aggregates: N1('7 Aggregates'),
  lexical: N1('8 Lexical elements'),
  variables: N1('9 Environment variables'),
  reflection: N1('10 Types and reflection'),
  strict: N1('11 Type safety and strict evaluation'),
  fhir: { title: 'FHIR R4: functions, variables and types FHIR adds', scope: 'FHIR R4' },
  later: { title: 'Functions and variables of FHIRPath after N1', scope: 'Later FHIRPath' },
} satisfies Record<string, Section>;

type SectionKey = keyof typeof SECTIONS;

/** The section of each group of the suite. A group the map lacks fails sectionOf(), so a new suite is noticed. */
const GROUP_SECTIONS: Record<string, SectionKey> = {
  comments: 'lexical',
  testMiscellaneousAccessorTests: 'paths',
  testBasics: 'paths',
  testObservations: 'paths',
  polymorphics: 'paths',
  testDollar: 'paths',
  miscEngineTests: 'fhir',
  testLiterals: 'literals',
  testCollectionBoolean: 'singleton',
  'from-Zulip': 'singleton',
  testExists: 'existence',
  testAll: 'existence',
  testSubSetOf: 'existence',
  testSuperSetOf: 'existence',
  testDistinct: 'existence',
  testCount: 'existence',
  testWhere: 'filtering',
  testSelect: 'filtering',
  testRepeat: 'filtering',
  testIndexer: 'subsetting',
  testSingle: 'subsetting',
  testFirstLast: 'subsetting',
  testTail: 'subsetting',
  testSkip: 'subsetting',
  testTake: 'subsetting',
  testIntersect: 'subsetting',
  testExclude: 'subsetting',
  testUnion: 'combining',
  'testCombine()': 'combining',
  testIif: 'conversion',
  testTypes: 'conversion',
  testToInteger: 'conversion',
  testToDecimal: 'conversion',
  testToString: 'conversion',
  testQuantity: 'equality',
  testCase: 'strings',
  testToChars: 'strings',
  testIndexOf: 'strings',
  testSubstring: 'strings',
  testStartsWith: 'strings',
  testEndsWith: 'strings',
  testContainsString: 'strings',
  testMatches: 'strings',
  testReplaceMatches: 'strings',
  testReplace: 'strings',
  testLength: 'strings',
  testRound: 'math',
  testSqrt: 'math',
  testAbs: 'math',
  testCeiling: 'math',
  testExp: 'math',
  testFloor: 'math',
  testLn: 'math',
  testLog: 'math',
  testPower: 'math',
  testTruncate: 'math',
  testTrace: 'utility',
  testToday: 'utility',
  testNow: 'utility',
  testEquality: 'equality',
  testNEquality: 'equality',
  testEquivalent: 'equality',
  testNotEquivalent: 'equality',
  testLessThan: 'comparison',
  testLessOrEqual: 'comparison',
  testGreatorOrEqual: 'comparison',
  testGreaterThan: 'comparison',
  testInheritance: 'fhir',
  testIn: 'collections',
  testContainsCollection: 'collections',
  testBooleanLogicAnd: 'boolean',
  testBooleanLogicOr: 'boolean',
  testBooleanLogicXOr: 'boolean',
  testBooleanImplies: 'boolean',
  testPlus: 'arithmetic',
  testConcatenate: 'arithmetic',
  testMinus: 'arithmetic',
  testMultiply: 'arithmetic',
  testDivide: 'arithmetic',
  testDiv: 'arithmetic',
  testMod: 'arithmetic',
  testPrecedence: 'precedence',
  testAggregate: 'aggregates',
  testVariables: 'variables',
  testType: 'reflection',
  testExtension: 'fhir',
  testConformsTo: 'fhir',
  period: 'fhir',
  testEncodeDecode: 'later',
  testEscapeUnescape: 'later',
  testTrim: 'later',
  testSplit: 'later',
  testJoin: 'later',
  testSort: 'later',
  LowBoundary: 'later',
  HighBoundary: 'later',
  Comparable: 'later',
  Precision: 'later',
  'index-part': 'later',
};

/** Functions and variables that FHIRPath N1 lacks; a case that uses one belongs to a later version. */
const LATER_NAMES =
  /\b(?:encode|decode|escape|unescape|trim|split|join|sort|lowBoundary|highBoundary|comparable|precision|matchesFull|defineVariable|coalesce)\(|\$index\b/;

/** FHIR R4's additions: its variables and the functions its FHIRPath page defines. */
const FHIR_NAMES = /%(?:sct|loinc|`vs-|`ext-)|\b(?:extension|hasValue|getValue|resolve|conformsTo|memberOf)\(/;

/** A date, dateTime or time literal added to or subtracted from something. */
const DATE_ARITHMETIC = /@[\dT][^\s]*\s*[-+]\s|[-+]\s*@\d/;

export function sectionOf(suiteCase: SuiteCase): Section {
  const key = GROUP_SECTIONS[suiteCase.group];
  if (!key) throw new Error(`The FHIRPath suite's group "${suiteCase.group}" has no section in sections.ts`);
  if (suiteCase.version !== null || LATER_NAMES.test(suiteCase.expression)) return SECTIONS.later;
  if (suiteCase.strict) return SECTIONS.strict;
  if (key === 'arithmetic' && DATE_ARITHMETIC.test(suiteCase.expression)) return SECTIONS.dateArithmetic;
  if (FHIR_NAMES.test(suiteCase.expression) && SECTIONS[key].scope === 'FHIRPath N1') return SECTIONS.fhir;
  return SECTIONS[key];
}
