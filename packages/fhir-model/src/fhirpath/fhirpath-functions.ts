/**
 * What each function of the FHIRPath engine in @medplum/core 2.0.25 does, as
 * observed by running it, for the FHIRPath page. The keys are exactly the
 * names of the engine's function table (engine-functions.ts reads them);
 * tests/fhirpath-functions.test.ts fails when the two lists differ, and runs
 * every example against FUNCTION_EXAMPLE_PATIENT.
 */

export interface FunctionDoc {
  /** One or two sentences on what the function does in this engine, departures from the specification included. */
  summary: string;
  /** An expression to run against FUNCTION_EXAMPLE_PATIENT. */
  example?: string;
}

/** The Patient that every example runs against. */
export const FUNCTION_EXAMPLE_PATIENT = {
  resourceType: 'Patient',
  id: 'example',
  active: true,
  name: [{ use: 'official', family: 'Rivera', given: ['Ana', 'Lucia'] }],
  telecom: [
    { system: 'phone', value: '555-0100', use: 'home' },
    { system: 'email', value: 'ana.rivera@example.org' },
  ],
  gender: 'female',
  birthDate: '1984-06-02',
  address: [
    { use: 'home', line: ['12 Elm Street'], city: 'Springfield', state: 'OR', postalCode: '97477', country: 'US' },
  ],
  managingOrganization: { reference: 'Organization/example' },
};

export const FUNCTION_DOCS: Record<string, FunctionDoc> = {
  // 5.1 Existence
  empty: {
    summary: 'Gives `true` when the input collection has no items, and `false` as soon as it has one.',
    example: 'identifier.empty()',
  },
  exists: {
    summary:
      'Gives `true` when the input has at least one item. With a criteria expression, it gives `true` only when at least one item makes the criteria true.',
    example: "telecom.exists(system = 'email')",
  },
  all: {
    summary:
      'Gives `true` when the criteria expression is true for every input item, and for an empty input. The criteria is required: `all()` without it fails with an error.',
    example: 'telecom.all(value.exists())',
  },
  allTrue: {
    summary:
      "Gives `true` when no input item is false, and for an empty input. The engine does not require Booleans and tests each item by JavaScript truthiness, so `(0 | 1).allTrue()` is `false` and `('a' | 'b').allTrue()` is `true`.",
    example: 'telecom.select(value.exists()).allTrue()',
  },
  anyTrue: {
    summary:
      'Gives `true` when at least one input item is true, and `false` for an empty input. As with `allTrue()`, items count by truthiness, not by type.',
    example: "telecom.select(system = 'email').anyTrue()",
  },
  allFalse: {
    summary:
      'Gives `true` when no input item is true, and for an empty input. Items count by truthiness, so a `0` or an empty string passes as false.',
    example: "telecom.select(system = 'fax').allFalse()",
  },
  anyFalse: {
    summary:
      'Gives `true` when at least one input item is false, and `false` for an empty input. Items count by truthiness, not by type.',
    example: "telecom.select(system = 'email').anyFalse()",
  },
  subsetOf: {
    summary:
      'Not implemented: the parser accepts the call, but the engine runs a placeholder that always returns an empty collection. The example shows it: a collection is a subset of itself, yet the result is empty.',
    example: 'name.given.subsetOf(name.given)',
  },
  supersetOf: {
    summary:
      'Not implemented: the call parses, but a placeholder answers it with an empty collection whatever the input and argument. The example returns nothing.',
    example: 'name.given.supersetOf(name.given)',
  },
  count: {
    summary: 'Gives the number of items in the input as an integer; an empty input gives 0.',
    example: 'name.given.count()',
  },
  distinct: {
    summary:
      'Returns the input with repeated items removed, keeping the first of each. It compares with JavaScript strict equality: equal strings and numbers collapse, but two equal complex values that are separate objects both stay.',
    example: "name.given.combine('Ana').distinct()",
  },
  isDistinct: {
    summary: 'Gives `true` when the input has no repeated items, judged with the same strict equality as `distinct()`.',
    example: "name.given.combine('Ana').isDistinct()",
  },

  // 5.2 Filtering and projection
  where: {
    summary:
      'Keeps the input items for which the criteria expression is true. Inside the criteria, paths and `$this` start from the item under test.',
    example: "telecom.where(system = 'email').value",
  },
  select: {
    summary:
      'Evaluates the projection expression on each input item and returns all the results as one flat collection.',
    example: "telecom.select(system & ': ' & value)",
  },
  repeat: {
    summary:
      'Not implemented: the call parses, but the engine answers it with a placeholder that returns an empty collection, so nothing is walked. The example returns nothing.',
    example: 'name.repeat(given)',
  },
  ofType: {
    summary:
      'Keeps the items whose type, as the engine labels it, is exactly the name you give: `string`, `date`, `boolean`, `HumanName`. The System names `String` and `Boolean` match nothing, not even literals, and neither does a qualified name such as `FHIR.string`.',
    example: 'name.given.ofType(string)',
  },

  // 5.3 Subsetting
  single: {
    summary:
      'Returns the only item of the input, or an empty collection when there is none. An input with two or more items raises an error.',
    example: 'name.family.single()',
  },
  first: {
    summary: 'Returns the first item of the input, or an empty collection for an empty input.',
    example: 'name.given.first()',
  },
  last: {
    summary: 'Returns the last item of the input, or an empty collection for an empty input.',
    example: 'name.given.last()',
  },
  tail: {
    summary: 'Returns every item of the input except the first.',
    example: 'name.given.tail()',
  },
  skip: {
    summary:
      'Returns the input without its first `num` items; 0 or less returns the whole input. The argument must give a number, or the call fails.',
    example: 'telecom.skip(1).value',
  },
  take: {
    summary:
      'Returns the first `num` items of the input; 0 or less gives an empty collection. The argument must give a number, or the call fails.',
    example: 'telecom.take(1).value',
  },
  intersect: {
    summary:
      'Returns the items found in both the input and the other collection, without repeats. Items are compared with strict equality, so equal complex values held in separate objects do not match.',
    example: "name.given.intersect('Lucia' | 'Maria')",
  },
  exclude: {
    summary:
      'Returns the input items that are not in the other collection, keeping order and repeats. It compares with the same strict equality as `intersect()`.',
    example: "name.given.exclude('Ana')",
  },

  // 5.4 Combining
  union: {
    summary:
      'Merges the input with the other collection and drops repeats, comparing with FHIRPath equality (complex values field by field). It is the function form of the `|` operator.',
    example: "name.given.union('Ana' | 'Maria')",
  },
  combine: {
    summary:
      'Appends the other collection to the input and keeps every repeat. The argument is evaluated against the input, so `name.given.combine(name.family)` adds nothing; write `%resource.name.family` to reach the resource.',
    example: "name.given.combine('Ana')",
  },

  // 5.5 Conversion
  iif: {
    summary:
      'Evaluates the criterion once against the whole input and returns the true result when it is `true`, or the otherwise result (empty if you leave it out) when it is `false` or empty. A criterion that gives a non-Boolean or several items raises an error; only the chosen branch runs.',
    example: "iif(active, 'active', 'inactive')",
  },
  toBoolean: {
    summary:
      'Converts one item to a Boolean: Booleans pass, the numbers 1 and 0 convert, and so do the strings `true`, `t`, `yes`, `y`, `1`, `1.0` and their false counterparts, in any letter case. Anything else gives an empty collection; two or more items raise an error.',
    example: "('yes').toBoolean()",
  },
  convertsToBoolean: {
    summary:
      'Gives `true` when `toBoolean()` would return a value for the single input item, and `false` when it would not. An empty input gives an empty result.',
    example: 'gender.convertsToBoolean()',
  },
  toInteger: {
    summary:
      'Converts a string of digits with an optional sign, or a Boolean, to an integer. Any number passes through unchanged and is only relabeled, so `(3.7).toInteger()` gives 3.7 rather than an empty collection.',
    example: 'address.postalCode.toInteger()',
  },
  convertsToInteger: {
    summary:
      'Gives `true` when `toInteger()` succeeds on the single input item. Because every number passes, `(3.7).convertsToInteger()` is `true`.',
    example: 'address.postalCode.convertsToInteger()',
  },
  toDate: {
    summary:
      "Labels a string as a date when it begins with a four-digit year. The rest is not checked, so `('2024-02-30').toDate()` and `('1984xyz').toDate()` both succeed, and a date-time string keeps its time part.",
    example: 'birthDate.toDate()',
  },
  convertsToDate: {
    summary:
      'Gives `true` when `toDate()` accepts the single input item, which means any string that begins with a four-digit year.',
    example: 'birthDate.convertsToDate()',
  },
  toDateTime: {
    summary:
      'Accepts the same strings as `toDate()` (any that begin with a four-digit year) and labels the result dateTime. A date string keeps its date-only form.',
    example: 'birthDate.toDateTime()',
  },
  convertsToDateTime: {
    summary:
      'Gives `true` when `toDateTime()` accepts the single input item, which is the same test as `convertsToDate()`.',
    example: 'birthDate.convertsToDateTime()',
  },
  toDecimal: {
    summary:
      "Converts a number, a Boolean (to 1 or 0) or a plain decimal string to a decimal. A string may have at most nine digits on each side of the point, so `('1234567890').toDecimal()` gives an empty collection.",
    example: "('3.75').toDecimal()",
  },
  convertsToDecimal: {
    summary: 'Gives `true` when `toDecimal()` succeeds on the single input item, and `false` when it does not.',
    example: 'address.postalCode.convertsToDecimal()',
  },
  toQuantity: {
    summary:
      "A Quantity passes through; a number, a Boolean or a string becomes a Quantity with the unit `'1'`. From a string it reads only the leading number and drops the unit, so `('5 mg').toQuantity()` gives 5 `'1'`.",
    example: "('5 mg').toQuantity()",
  },
  convertsToQuantity: {
    summary:
      'Gives `true` when `toQuantity()` succeeds, which holds for any string that begins with a number, a street address included.',
    example: 'address.line.first().convertsToQuantity()',
  },
  toString: {
    summary:
      "Converts the single input item to a string: numbers and Booleans in their JavaScript form, a Quantity as `5 'mg'`. A complex value such as a HumanName gives the text `[object Object]` instead of an empty collection.",
    example: 'name.given.count().toString()',
  },
  convertsToString: {
    summary:
      'Gives `true` for any single item that has a value, complex types included, because `toString()` never refuses one.',
    example: 'active.convertsToString()',
  },
  toTime: {
    summary:
      "Reads a two-digit hour, with optional minutes and seconds, from the start of a string and returns a time such as `T14:30:00.000Z`; fractional seconds are dropped. Nothing else is checked, so `('99:99').toTime()` succeeds and the date `1984-06-02` becomes `T19:00:00.000Z`.",
    example: "('14:30').toTime()",
  },
  convertsToTime: {
    summary:
      'Gives `true` when `toTime()` accepts the single input string. Any string that starts with two digits passes, so the example, run on a birth date, gives `true`.',
    example: 'birthDate.convertsToTime()',
  },

  // 5.6 String manipulation
  indexOf: {
    summary:
      'Gives the zero-based position where the substring first occurs in the single input string, or -1 when it does not occur.',
    example: "telecom.where(system = 'email').value.indexOf('@')",
  },
  substring: {
    summary:
      'Returns the part of the single input string from a zero-based start, to the end or for the given length; a start outside the string gives an empty collection. A length of 0 counts as no length and returns the rest of the string.',
    example: 'name.family.substring(0, 3)',
  },
  startsWith: {
    summary: 'Gives `true` when the single input string begins with the prefix; an empty prefix always matches.',
    example: "name.family.startsWith('Ri')",
  },
  endsWith: {
    summary: 'Gives `true` when the single input string ends with the suffix; an empty suffix always matches.',
    example: "telecom.where(system = 'email').value.endsWith('.org')",
  },
  contains: {
    summary:
      'As a function, gives `true` when the single input string includes the given text anywhere. The `contains` operator is different: it tests whether a collection holds an item.',
    example: "name.family.contains('ver')",
  },
  upper: {
    summary:
      'Returns the single input string in uppercase. Like every string function here, it raises an error on a non-string item or on more than one item.',
    example: 'name.family.upper()',
  },
  lower: {
    summary: 'Returns the single input string in lowercase.',
    example: 'address.state.lower()',
  },
  replace: {
    summary:
      'Replaces every occurrence of the pattern text in the single input string with the substitution. An empty pattern puts the substitution before each character and at the end.',
    example: "telecom.where(system = 'phone').value.replace('-', ' ')",
  },
  matches: {
    summary:
      'Gives `true` when the regular expression, in JavaScript syntax, matches anywhere in the single input string; add `^` and `$` to test the whole string. Matching is case-sensitive.',
    example: "address.postalCode.matches('^[0-9]{5}$')",
  },
  replaceMatches: {
    summary:
      "Despite the name, the pattern is plain text, not a regular expression: every literal occurrence is replaced. So `('a.b').replaceMatches('.', '-')` gives `a-b`, and the pattern `[0-9]` changes nothing in a phone number.",
    example: "address.line.first().replaceMatches('Street', 'St.')",
  },
  length: {
    summary: 'Gives the number of characters in the single input string.',
    example: 'name.family.length()',
  },
  toChars: {
    summary:
      'Splits the single input string into a collection of one-character strings; an empty string gives an empty collection.',
    example: 'address.state.toChars()',
  },

  // 5.7 Math
  abs: {
    summary:
      'Returns the absolute value of the single input number, or of a Quantity, whose unit is kept. Like every math function here, it raises an error on a non-number and on more than one item.',
    example: '(name.given.count() - 5).abs()',
  },
  ceiling: {
    summary: 'Rounds the single input number up to the nearest whole number.',
    example: '(2.1).ceiling()',
  },
  exp: {
    summary:
      "Returns e raised to the single input number. The result keeps the input's type label, so on an integer, such as a count, it is labeled integer even with a fraction.",
    example: '(1).exp()',
  },
  floor: {
    summary: 'Rounds the single input number down to the nearest whole number.',
    example: '(2.9).floor()',
  },
  ln: {
    summary:
      'Returns the natural logarithm of the single input number. For 0 or a negative number you get a non-finite value (minus infinity or NaN), not an empty collection.',
    example: '(10).ln()',
  },
  log: {
    summary:
      'Returns the logarithm of the single input number in the given base, as a ratio of natural logarithms, so floating-point error shows: `(1000).log(10)` gives 2.9999999999999996.',
    example: '(8).log(2)',
  },
  power: {
    summary:
      'Raises the single input number to the given exponent. Where no real result exists, as in `(-8).power(0.333)`, it returns NaN instead of an empty collection.',
    example: 'name.given.count().power(3)',
  },
  round: {
    summary:
      'Rounds the single input number to a whole number, halves going up (`(-2.5).round()` gives -2). A precision argument is ignored: `(3.14159).round(2)` gives 3.',
    example: '(2.5).round()',
  },
  sqrt: {
    summary:
      'Returns the square root of the single input number. A negative input gives NaN rather than an empty collection, and the root of an integer stays labeled integer: `name.given.count().sqrt()` is an integer 1.414….',
    example: '(81).sqrt()',
  },
  truncate: {
    summary:
      'Drops the fractional part of the single input number. It goes through a 32-bit integer, so numbers beyond about 2.1 billion either way come out wrong: `(5000000000).truncate()` gives 705032704.',
    example: '(-2.9).truncate()',
  },

  // 5.8 Tree navigation
  children: {
    summary:
      'Not implemented: the call parses, but a placeholder returns an empty collection instead of the child elements. The example returns nothing even though each name has children.',
    example: 'name.children()',
  },
  descendants: {
    summary:
      'Not implemented: a placeholder returns an empty collection, so no element below the input is reached. The example returns nothing.',
    example: 'descendants()',
  },

  // 5.9 Utility functions
  trace: {
    summary:
      "Returns its input unchanged and writes it with `console.log`, next to the parser's object for the name argument rather than the name's text; in the browser, look in the developer console. A second, projection argument is ignored.",
    example: "name.given.trace('given')",
  },
  now: {
    summary: 'Returns the current date and time in UTC as a dateTime with milliseconds and a `Z` suffix.',
    example: 'now()',
  },
  timeOfDay: {
    summary:
      'Returns the current UTC time, such as `14:30:00.000Z`. Unlike time literals and `toTime()` results, it has no leading `T`, so `timeOfDay() > @T10:00` is always `false`.',
    example: 'timeOfDay()',
  },
  today: {
    summary: 'Returns the current date in UTC, which can differ from your local date near midnight.',
    example: 'today()',
  },
  between: {
    summary:
      'A Medplum addition that the FHIRPath specification does not define: `between(start, end, unit)` returns the whole `years`, `months` or `days` from start to end as a Quantity in that unit. Both dates must convert with `toDateTime()`, and any other unit or an unreadable date raises an error.',
    example: "between(birthDate, '2024-06-02', 'years')",
  },

  // 6.3 Types
  is: {
    summary:
      "Gives one Boolean per input item. It knows only the names Boolean, Integer, Decimal (both of which match any number), Date, DateTime, Time, Quantity, Period and resource types, so `name.is(HumanName)`, `gender.is(String)` and `is(FHIR.Patient)` are all `false`. It checks a FHIR primitive against FHIRPath's own type names: `active.is(Boolean)` is `true` and `active.is(boolean)` is `false`, where the specification gives the opposite.",
    example: '(1).is(Integer)',
  },

  // 6.5 Boolean logic
  not: {
    summary:
      "Negates a single Boolean. Other values go through `toBoolean()` first, so `('no').not()` and `(0).not()` give `true`, a string that does not convert gives an empty collection, and two or more items raise an error.",
    example: 'active.not()',
  },

  // Additional functions
  resolve: {
    summary:
      'Turns a Reference, or a reference string, into a stub holding only the `resourceType` and `id` read from the reference text; nothing is fetched. A conditional reference gives a stub with only `resourceType`, and a contained (`#`) or `urn:` reference gives nothing.',
    example: 'managingOrganization.resolve()',
  },
  as: {
    summary:
      'As a function, it returns its input unchanged, whatever type you name: `name.as(Patient)` still gives the names. The `as` operator (`name as HumanName`) does filter, the way `ofType()` does.',
    example: 'name.as(Patient)',
  },

  // 12 Formal specifications
  type: {
    summary:
      'Returns a `{ namespace, name }` object per item, but knows three cases: a Boolean gives System.Boolean (even a FHIR `boolean` element), any number gives System.Integer (decimals too), and a resource gives FHIR with its type. Any other item, such as a string, a date or a HumanName, gives an item whose value is null.',
    example: 'active.type()',
  },
  conformsTo: {
    summary:
      'Gives `true` for each item whose `resourceType` equals the last part of a core FHIR StructureDefinition URL; it validates nothing, and data types and DomainResource give `false`. Any URL outside `http://hl7.org/fhir/StructureDefinition/` raises an error.',
    example: "conformsTo('http://hl7.org/fhir/StructureDefinition/Patient')",
  },
};
