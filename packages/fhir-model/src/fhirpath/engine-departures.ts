/**
 * Where the FHIRPath engine of @medplum/core 2.0.25 gives another answer than
 * the FHIRPath specification (N1, the version FHIR R4 uses), shown on the
 * FHIRPath page. Each row is an expression run against
 * FUNCTION_EXAMPLE_PATIENT; tests/engine-departures.test.ts runs every one and
 * fails if the engine's answer is not the one written here, so the page
 * cannot keep a departure the engine no longer has.
 */

export interface Departure {
  /** What the row is about. */
  topic: string;
  expression: string;
  /** What the engine gives, as JSON (a collection), or the message of the error it throws. */
  engine: { result: unknown[] } | { error: string };
  /** What the specification gives, in words. */
  specification: string;
}

export const ENGINE_DEPARTURES: Departure[] = [
  {
    topic: '`or` of two false values',
    expression: 'false or false',
    engine: { result: [] },
    specification: '`false`',
  },
  {
    topic: '`implies` with a false left side',
    expression: 'false implies true',
    engine: { result: [false] },
    specification: '`true`: a false premise implies anything',
  },
  {
    topic: '`implies` with a true left side',
    expression: 'true implies false',
    engine: { result: [true] },
    specification: '`false`',
  },
  {
    topic: '`implies` inside parentheses',
    expression: '(true implies false)',
    engine: { error: 'Parse error: expected `)` got `implies`' },
    specification: '`false`',
  },
  {
    topic: 'Precedence of `and` and `=`',
    expression: "gender = 'female' and active = true",
    engine: { result: [] },
    specification: '`true`: `=` binds more tightly than `and`, `or`, `xor` and `implies`',
  },
  {
    topic: 'Precedence of `div` and `+`',
    expression: '1 + 6 div 2',
    engine: { result: [3] },
    specification: '`4`: `div` and `mod` bind more tightly than `+` and `-`',
  },
  {
    topic: 'Precedence of `mod` and `+`',
    expression: '1 + 7 mod 4',
    engine: { result: [0] },
    specification: '`4`',
  },
  {
    topic: 'Precedence of `in` and `and`',
    expression: "true and 'b' in ('b')",
    engine: {
      error: `FhirPathError on "true and 'b' in ('b')": TypeError: Cannot read properties of undefined (reading 'value')`,
    },
    specification: '`true`: `in` and `contains` bind more tightly than `and`, `or`, `xor` and `implies`',
  },
  {
    topic: 'Precedence of `contains` and `or`',
    expression: "true or ('a' | 'b') contains 'c'",
    engine: { result: [false] },
    specification: '`true`',
  },
  {
    topic: '`is()` with a FHIR primitive type',
    expression: 'active.is(boolean)',
    engine: { result: [false] },
    specification: '`true`: `active` is a FHIR `boolean`',
  },
  {
    topic: "`is()` with FHIRPath's own type",
    expression: 'active.is(Boolean)',
    engine: { result: [true] },
    specification: "`false`: `Boolean` names FHIRPath's own type, and `active` is a FHIR `boolean`",
  },
  {
    topic: '`is()` with a FHIR data type',
    expression: 'name.is(HumanName)',
    engine: { result: [false] },
    specification: '`true`',
  },
  {
    topic: '`as()` as a function',
    expression: 'name.as(Patient)',
    engine: { result: [{ use: 'official', family: 'Rivera', given: ['Ana', 'Lucia'] }] },
    specification: 'an empty collection: a HumanName is not a Patient',
  },
  {
    topic: '`toInteger()` of a decimal',
    expression: '(3.7).toInteger()',
    engine: { result: [3.7] },
    specification: 'an empty collection: 3.7 is not an integer',
  },
  {
    topic: '`replaceMatches()` with a regular expression',
    expression: "('a.b').replaceMatches('.', 'x')",
    engine: { result: ['axb'] },
    specification: "`'xxx'`: the pattern is a regular expression",
  },
  {
    topic: '`round()` with a precision',
    expression: '(3.14159).round(2)',
    engine: { result: [3] },
    specification: '`3.14`',
  },
  {
    topic: '`substring()` of length 0',
    expression: 'name.family.substring(0, 0)',
    engine: { result: ['Rivera'] },
    specification: "`''`, an empty string",
  },
  {
    topic: '`children()`',
    expression: 'name.children().count()',
    engine: { result: [0] },
    specification: '`4`: `use`, `family`, and one node for each of the two `given` values',
  },
  {
    topic: '`resolve()`',
    expression: 'managingOrganization.resolve()',
    engine: { result: [{ resourceType: 'Organization', id: 'example' }] },
    specification:
      'FHIRPath does not define `resolve()`; FHIR adds it, giving the Organization the reference points to. This engine fetches nothing and builds a stub from the reference',
  },
];
