/**
 * A small example instance of each FHIR R4 resource type and data type (and
 * of Medplum's own types), made from the definitions alone, the same on every
 * run. A resource's example holds its required elements, what each of its
 * search parameters selects (a telecom item whose system is email for
 * `telecom.where(system='email')`, a subject pointing at Patient/example for
 * `subject.where(resolve() is Patient)`), and what its constraints then ask
 * for. A data type's example fills the type's own elements where that is
 * cheap, so that its constraints have something to check.
 *
 * Values are plausible rather than filler: codes come from the bound value
 * set (terminology.ts), CodeableConcepts without one get text only, strings
 * say what the element holds, dates are in 2023, references point at
 * `<Type>/example`, quantities are UCUM, money is USD and URLs are on
 * example.org.
 *
 * Constraints are met by a short repair loop that asks @medplum/core's
 * engine, through checkExample: it removes optional elements a failing
 * constraint read, moves one into a new array item, adds elements the
 * constraint reads, sets one to a value it compares with or to another code
 * of its value set, and keeps a change only when the example gets better.
 * Each constraint is also evaluated as FHIRPath states it (expressions.ts,
 * fhirPrecedence), and those count first: an example never meets the
 * engine's reading of a constraint by breaking the constraint. Then come
 * validation and search parameters, then the engine's reading.
 */
import { createHash } from 'node:crypto';
import type * as Core from '@medplum/core';
import type {
  ElementDefinition,
  ElementType,
  FhirIndex,
  SearchParameter,
  StructureDefinition,
  TypeInfo,
} from '../definitions';
import { type PageConstraint, pageConstraints } from '../constraints';
import { searchExpression } from '../search-expression';
import { indexedCore } from '../indexed-core';
import { evaluateConstraint } from '../fhirpath/evaluate';
import { checkExample } from './check';
import {
  type Condition,
  type Demand,
  type Literal,
  type Step,
  constraintHints,
  fhirPrecedence,
  impliesParts,
  searchDemands,
} from './expressions';
import {
  type CodeChoice,
  type Terminology,
  codeInValueSet,
  firstCode,
  inValueSet,
  displayOf,
  loadTerminology,
  valueSetCodes,
  valueSetUrl,
} from './terminology';

type CoreModule = typeof Core;
type Json = Record<string, unknown>;

/** What every step of the generator needs. */
interface Context {
  index: FhirIndex;
  terms: Terminology;
  core: CoreModule;
  /** Scores of the examples tried so far for this type, by their JSON: many changes lead to the same example. */
  scores: Map<string, Score>;
}

/** A type's snapshot, indexed by element path and by parent path. */
interface ElementTable {
  byPath: Map<string, ElementDefinition>;
  children: Map<string, ElementDefinition[]>;
}

/** Where the elements of a value are defined: a table and the path of the value's element in it. */
interface Scope {
  table: ElementTable;
  path: string;
}

const UCUM = 'http://unitsofmeasure.org';
const EXAMPLE_DATE = '2023-01-15';
const EXAMPLE_DATE_TIME = '2023-06-15T09:30:00Z';
const EXAMPLE_END_TIME = '2023-06-15T10:30:00Z';
const EXAMPLE_TEXT_DATA = 'Example data';
const XHTML = 'http://www.w3.org/1999/xhtml';
const SYSTEM_STRING = 'http://hl7.org/fhirpath/System.String';
/**
 * Choice elements with more types than this (ElementDefinition.fixed[x],
 * defaultValue[x], minValue[x]) take a value whose type depends on another
 * element: a data type's example leaves them out.
 */
const MAX_CHEAP_CHOICE = 5;
/** A data type with more elements than this (ElementDefinition) keeps to its preset and required elements. */
const MAX_FILLED_ELEMENTS = 20;
/** Elements every element has; an example leaves them out. */
const SKIPPED = new Set(['id', 'extension', 'modifierExtension']);
/** The type a choice element takes when nothing asks for another, best first. */
const CHOICE_PREFERENCE = ['dateTime', 'Quantity', 'CodeableConcept', 'Reference', 'string', 'boolean', 'Period'];
/** The resource a Resource-typed element holds, where its owner says which (a document bundle starts with a Composition). */
const NESTED_RESOURCE: Record<string, string> = { 'Bundle.entry.resource': 'Composition' };

/** An ElementDefinition of a profile on Patient, for the snapshot and differential of the StructureDefinition example. */
function patientElement(path: string, extra: Json): Json {
  return { id: path, path, ...extra };
}

/**
 * Values of particular elements that the definitions cannot suggest: what
 * makes the StructureDefinition example a coherent profile on Patient (a
 * snapshot starting with the type's root element, as its constraints ask),
 * the full URL of the bundle entry that holds the Composition, a
 * subscription's search criteria.
 */
const ELEMENT_VALUES: Record<string, unknown> = {
  'Bundle.entry.fullUrl': `https://example.org/fhir/${NESTED_RESOURCE['Bundle.entry.resource']}/example`,
  'StructureDefinition.kind': 'resource',
  'StructureDefinition.abstract': false,
  'StructureDefinition.type': 'Patient',
  'StructureDefinition.baseDefinition': 'http://hl7.org/fhir/StructureDefinition/Patient',
  'StructureDefinition.derivation': 'constraint',
  'StructureDefinition.context': { type: 'element', expression: 'Patient' },
  'StructureDefinition.snapshot': {
    element: [
      patientElement('Patient', {
        short: 'A patient, with gender required',
        definition: 'A patient whose record must state a gender.',
        min: 0,
        max: '*',
        base: { path: 'Patient', min: 0, max: '*' },
      }),
      patientElement('Patient.gender', {
        short: 'male | female | other | unknown',
        definition: 'The administrative gender, required by this profile.',
        min: 1,
        max: '1',
        base: { path: 'Patient.gender', min: 0, max: '1' },
        type: [{ code: 'code' }],
        binding: { strength: 'required', valueSet: 'http://hl7.org/fhir/ValueSet/administrative-gender|4.0.1' },
      }),
    ],
  },
  'StructureDefinition.differential': { element: [patientElement('Patient.gender', { min: 1 })] },
  'ElementDefinition.constraint': {
    key: 'name-1',
    severity: 'error',
    human: 'A name has a family name or a given name',
    expression: 'family.exists() or given.exists()',
  },
  'Subscription.criteria': 'Patient?active=true',
  'Subscription.channel.payload': 'application/fhir+json',
  'Attachment.size': Buffer.byteLength(EXAMPLE_TEXT_DATA),
  'Attachment.hash': createHash('sha1').update(EXAMPLE_TEXT_DATA).digest('base64'),
};
/** Value sets whose codes come from a system the definitions do not list, with the code an example uses. */
const EXTERNAL_CODES: Record<string, string> = {
  'http://hl7.org/fhir/ValueSet/languages': 'en-US',
  'http://hl7.org/fhir/ValueSet/all-languages': 'en-US',
  'http://hl7.org/fhir/ValueSet/mimetypes': 'text/plain',
  'http://hl7.org/fhir/ValueSet/currencies': 'USD',
  'http://hl7.org/fhir/ValueSet/ucum-units': 'mg',
  // The first resource type in the list is Account; a Patient says more to a reader.
  'http://hl7.org/fhir/ValueSet/resource-types': 'Patient',
};
/** Strings of elements whose name says what they hold better than "Example ..." does. */
const NAMED_STRINGS: Record<string, string> = {
  version: '1.0.0',
  linkId: '1',
  email: 'john.smith@example.org',
  firstName: 'John',
  lastName: 'Smith',
};
/** Medplum's own types that references list first but that readers rarely point at. */
const UNLIKELY_TARGETS = new Set(['Bot', 'ClientApplication']);
/** How many changes the repair loop makes at most: each one leaves fewer checks failing. */
const MAX_REPAIRS = 40;
/** How many of a check's changes are tried in pairs when none helps alone. */
const MAX_PAIRED = 12;
/** How many changes that fix a check but break another are followed by a fix for the other. */
const MAX_FOLLOW_UPS = 6;
/** How many changes each pass of a repair round tries at most, which bounds the time a type with an unmeetable check takes. */
const MAX_TRIALS = 150;

// ---------------------------------------------------------------------------
// Element structure

const tables = new WeakMap<StructureDefinition, ElementTable>();

/** The element table of a structure definition, built once (slices left out: the base types have none that matter). */
function tableOf(sd: StructureDefinition): ElementTable {
  const known = tables.get(sd);
  if (known) return known;
  const table: ElementTable = { byPath: new Map(), children: new Map() };
  for (const element of sd.snapshot?.element ?? []) {
    const id = (element as { id?: string }).id ?? element.path;
    if (id.includes(':')) continue;
    table.byPath.set(element.path, element);
    const parent = element.path.slice(0, element.path.lastIndexOf('.'));
    if (!element.path.includes('.')) continue;
    const siblings = table.children.get(parent) ?? [];
    siblings.push(element);
    table.children.set(parent, siblings);
  }
  tables.set(sd, table);
  return table;
}

/** The scope of a type's own elements. */
function typeScope(ctx: Context, typeName: string): Scope | undefined {
  const info = ctx.index.types.get(typeName);
  return info ? { table: tableOf(info.sd), path: typeName } : undefined;
}

/** The elements directly below a scope's element. */
function childrenOf(scope: Scope): ElementDefinition[] {
  return scope.table.children.get(scope.path) ?? [];
}

/** An element's name without its path and without `[x]`. */
function baseName(element: ElementDefinition): string {
  return element.path.slice(element.path.lastIndexOf('.') + 1).replace(/\[x\]$/, '');
}

/** Whether an element is a choice of types (`value[x]`). */
function isChoice(element: ElementDefinition): boolean {
  return element.path.endsWith('[x]');
}

/** Whether an element holds an array in JSON (its base cardinality allows more than one). */
function isArray(element: ElementDefinition): boolean {
  const max = (element as { base?: { max?: string } }).base?.max ?? element.max;
  return max !== undefined && max !== '0' && max !== '1';
}

/** The type codes an element allows, System.String read as string; a contentReference is a backbone element. */
function typeCodes(element: ElementDefinition): string[] {
  if (element.contentReference) return ['BackboneElement'];
  return (element.type ?? []).map((type) => (type.code === SYSTEM_STRING ? 'string' : type.code));
}

/** The element named `name` (without `[x]`) below a scope. */
function childNamed(scope: Scope, name: string): ElementDefinition | undefined {
  return childrenOf(scope).find((element) => baseName(element) === name);
}

/** A FHIR type name with its first letter in upper case, as choice element keys spell it. */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The JSON key of an element holding a value of type `code`: `valueQuantity` for a choice. */
function keyFor(element: ElementDefinition, code: string): string {
  return isChoice(element) ? baseName(element) + capitalize(code) : baseName(element);
}

/** The element a JSON key of an object in `scope` belongs to, and the type the key says. */
function elementForKey(scope: Scope, key: string): { element: ElementDefinition; code: string } | undefined {
  for (const element of childrenOf(scope)) {
    for (const code of typeCodes(element)) {
      if (keyFor(element, code) === key) return { element, code };
    }
  }
  return undefined;
}

/** The key and type of the value an object already holds for an element, if it holds one. */
function presentVariant(object: Json, element: ElementDefinition): { key: string; code: string } | undefined {
  for (const code of typeCodes(element)) {
    const key = keyFor(element, code);
    if (object[key] !== undefined) return { key, code };
  }
  return undefined;
}

/** Whether a type code is a primitive type (they start in lower case). */
function isPrimitive(code: string): boolean {
  return /^[a-z]/.test(code);
}

/** The scope of the elements of a value of type `code` held by `element`, or undefined for a primitive or a resource. */
function valueScope(ctx: Context, scope: Scope, element: ElementDefinition, code: string): Scope | undefined {
  if (element.contentReference) {
    const path = element.contentReference.slice(element.contentReference.indexOf('#') + 1);
    return { table: scope.table, path };
  }
  if ((code === 'BackboneElement' || code === 'Element') && scope.table.children.has(element.path)) {
    return { table: scope.table, path: element.path };
  }
  return isPrimitive(code) ? undefined : typeScope(ctx, code);
}

/** The type a choice element takes by default: the first of CHOICE_PREFERENCE it allows, else its first type. */
function defaultType(element: ElementDefinition): string | undefined {
  const codes = typeCodes(element);
  return CHOICE_PREFERENCE.find((code) => codes.includes(code)) ?? codes[0];
}

/** The type code an element allows that matches a type name as an expression writes it (`as Quantity`, `as(dateTime)`). */
function allowedType(element: ElementDefinition, wanted: string): string | undefined {
  return typeCodes(element).find((code) => code.toLowerCase() === wanted.toLowerCase());
}

// ---------------------------------------------------------------------------
// Primitive values

/** The words of an element name: `patientInstruction` gives `patient instruction`. */
function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

/** The type name an element's path starts with. */
function ownerType(element: ElementDefinition): string {
  return element.path.split('.')[0];
}

/** Whether an element sits directly on its type (`Patient.name`, not `Patient.contact.name`). */
function isTopLevel(element: ElementDefinition): boolean {
  return element.path.split('.').length === 2;
}

/** Whether a type's `name` is a computer-friendly name (a `name.matches(...)` constraint on the type says so). */
function hasMachineName(ctx: Context, typeName: string): boolean {
  const root = ctx.index.types.get(typeName)?.sd.snapshot?.element[0];
  return (root?.constraint ?? []).some((constraint) => constraint.expression?.startsWith('name.matches('));
}

/** A string for a string or markdown element, saying what it holds. */
function textFor(ctx: Context, element: ElementDefinition): string {
  const name = baseName(element);
  const owner = ownerType(element);
  if (isTopLevel(element) && name === 'name' && hasMachineName(ctx, owner)) return `Example${owner}`;
  if (isTopLevel(element) && (name === 'name' || name === 'title')) return `Example ${words(owner)}`;
  return NAMED_STRINGS[name] ?? `Example ${words(name)}`;
}

/** The resource types a Reference or canonical may point at, from its targetProfile. */
function targetsOf(ctx: Context, type: ElementType | undefined): string[] {
  return (type?.targetProfile ?? [])
    .map((profile) => profile.split('/').pop() ?? '')
    .filter((name) => ctx.index.types.get(name)?.sd.kind === 'resource');
}

/** The ElementType of an element for a type code. */
function elementType(element: ElementDefinition, code: string): ElementType | undefined {
  return element.type?.find((type) => (type.code === SYSTEM_STRING ? 'string' : type.code) === code);
}

/** A URL for a uri, url or canonical element: the canonical URL of the resource it points at, or a page on example.org. */
function urlFor(ctx: Context, element: ElementDefinition, code: string): string {
  const name = baseName(element);
  const owner = ownerType(element);
  const [target] = targetsOf(ctx, elementType(element, code));
  if (code === 'canonical' && target) return `https://example.org/fhir/${target}/example`;
  if (isTopLevel(element) && name === 'url') return `https://example.org/fhir/${owner}/example`;
  if (name === 'system') {
    return owner === 'Identifier' ? 'https://example.org/identifiers' : 'https://example.org/fhir/CodeSystem/example';
  }
  return `https://example.org/${words(name).replace(/ /g, '-')}`;
}

/**
 * The code a code element takes: its value set's (see boundChoice), else the
 * first of the codes its short description lists (`active | error |
 * completed`, as Medplum's own types state theirs), else `example`.
 */
function boundCode(ctx: Context, element: ElementDefinition): string {
  const listed = /^([\w.-]+)( \| [\w.-]+)+$/.exec(element.short ?? '');
  return boundChoice(ctx, element)?.code ?? listed?.[1] ?? 'example';
}

/** The code, system and display an element bound to a value set takes (EXTERNAL_CODES, else the value set's first code). */
function boundChoice(ctx: Context, element: ElementDefinition): CodeChoice | undefined {
  const valueSet = element.binding?.valueSet;
  const external = EXTERNAL_CODES[valueSetUrl(valueSet) ?? ''];
  return external ? codeInValueSet(ctx.terms, valueSet, external) : firstCode(ctx.terms, valueSet);
}

/** A value of a primitive type for an element. */
function primitiveValue(ctx: Context, element: ElementDefinition, code: string): unknown {
  const fixed = fixedValue(element) ?? ELEMENT_VALUES[element.path];
  if (fixed !== undefined) return fixed;
  switch (code) {
    case 'boolean':
      return true;
    case 'integer':
    case 'positiveInt':
    case 'unsignedInt':
      return 1;
    case 'decimal':
      return 2.5;
    case 'date':
      return EXAMPLE_DATE;
    case 'dateTime':
    case 'instant':
      return baseName(element) === 'end' ? EXAMPLE_END_TIME : EXAMPLE_DATE_TIME;
    case 'time':
      return '09:30:00';
    case 'code':
      return boundCode(ctx, element);
    case 'id':
      return 'example';
    case 'oid':
      return 'urn:oid:2.16.840.1.113883.19.5';
    case 'uuid':
      return 'urn:uuid:0f8a1e64-2c5b-4a7e-9d3c-6b1f2e4a8c90';
    case 'uri':
    case 'url':
    case 'canonical':
      return urlFor(ctx, element, code);
    case 'base64Binary':
      return Buffer.from(EXAMPLE_TEXT_DATA).toString('base64');
    case 'xhtml':
      return narrativeDiv(`Example ${words(ownerType(element))}`);
    default:
      return textFor(ctx, element);
  }
}

/** The fixed or pattern value an element definition gives, if any. */
function fixedValue(element: ElementDefinition): unknown {
  for (const [key, value] of Object.entries(element)) {
    if (key.startsWith('fixed') || key.startsWith('pattern')) return value;
  }
  return undefined;
}

/** An XHTML narrative div holding one paragraph. */
function narrativeDiv(text: string): string {
  return `<div xmlns="${XHTML}"><p>${text}</p></div>`;
}

// ---------------------------------------------------------------------------
// Data type values

/** A UCUM quantity. */
function quantity(value: number, unit: string, code: string): Json {
  return { value, unit, system: UCUM, code };
}

/** A Coding from an element's binding, or one on example.org when the definitions have no codes for it. */
function codingFor(ctx: Context, element: ElementDefinition): Json {
  const found = boundChoice(ctx, element);
  if (found) return conceptValue('Coding', found) as Json;
  return {
    system: 'https://example.org/fhir/CodeSystem/example',
    code: `example-${words(baseName(element)).replace(/ /g, '-')}`,
    display: `Example ${words(baseName(element))}`,
  };
}

/** A reference to `<Type>/example` for a Reference element, or undefined when it cannot point at `wanted`. */
function referenceTo(ctx: Context, element: ElementDefinition, wanted?: string): Json | undefined {
  const targets = targetsOf(ctx, elementType(element, 'Reference'));
  const anyType = targets.length === 0;
  if (wanted && !anyType && !targets.includes(wanted)) return undefined;
  const target = wanted ?? targets.find((name) => !UNLIKELY_TARGETS.has(name)) ?? targets[0] ?? 'Patient';
  return { reference: `${target}/example` };
}

type Preset = (ctx: Context, element: ElementDefinition, seed: Json) => Json;

/** The contact value that goes with a ContactPoint system. */
function contactValue(system: unknown): string {
  switch (system) {
    case 'email':
      return NAMED_STRINGS.email;
    case 'url':
      return 'https://example.org';
    default:
      return '+1 555 0100';
  }
}

/**
 * Hand-made values of the common data types: what the definitions alone
 * cannot say (a phone number, a UCUM unit, a sensible period). The seed holds
 * what the example already needs the value to have, and wins.
 */
const PRESETS: Record<string, Preset> = {
  CodeableConcept: (ctx, element) => {
    const found = boundChoice(ctx, element);
    return found ? (conceptValue('CodeableConcept', found) as Json) : { text: `Example ${words(baseName(element))}` };
  },
  Coding: (ctx, element) => codingFor(ctx, element),
  Quantity: () => quantity(5, 'mg', 'mg'),
  Age: () => quantity(42, 'years', 'a'),
  Duration: () => quantity(30, 'minutes', 'min'),
  Distance: () => quantity(2, 'km', 'km'),
  Count: () => quantity(3, '1', '1'),
  Money: () => ({ value: 100, currency: 'USD' }),
  Range: () => ({ low: quantity(1, 'mg', 'mg'), high: quantity(5, 'mg', 'mg') }),
  Ratio: () => ({ numerator: quantity(5, 'mg', 'mg'), denominator: quantity(1, 'mL', 'mL') }),
  Period: () => ({ start: EXAMPLE_DATE_TIME, end: EXAMPLE_END_TIME }),
  Reference: (ctx, element) => referenceTo(ctx, element) ?? { reference: 'Patient/example' },
  Identifier: () => ({ system: 'https://example.org/identifiers', value: '12345' }),
  HumanName: () => ({ family: 'Smith', given: ['John'] }),
  ContactPoint: (_ctx, _element, seed) => {
    const system = seed.system ?? 'phone';
    return { system, value: contactValue(system) };
  },
  Address: () => ({ line: ['123 Main Street'], city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' }),
  Attachment: () => ({
    contentType: 'text/plain',
    url: 'https://example.org/files/example.txt',
    title: 'Example document',
  }),
  Annotation: () => ({ text: 'Example note', time: EXAMPLE_DATE_TIME }),
  Narrative: (_ctx, element) => ({ status: 'generated', div: narrativeDiv(`Example ${words(ownerType(element))}`) }),
  Meta: () => ({ lastUpdated: EXAMPLE_DATE_TIME }),
  Timing: () => ({ repeat: { frequency: 1, period: 1, periodUnit: 'd' } }),
  Dosage: () => ({ text: 'One tablet by mouth once a day' }),
  SampledData: () => ({ origin: quantity(0, 'mV', 'mV'), period: 10, dimensions: 1, data: '1 2 3' }),
  Expression: () => ({ language: 'text/fhirpath', expression: 'Patient.active = true' }),
  Extension: () => ({ url: 'https://example.org/fhir/StructureDefinition/example', valueString: 'Example value' }),
  ElementDefinition: () => ({
    id: 'Patient.name',
    path: 'Patient.name',
    short: 'A name associated with the patient',
    definition: 'A name associated with the patient.',
    min: 0,
    max: '*',
    base: { path: 'Patient.name', min: 0, max: '*' },
    type: [{ code: 'HumanName' }],
  }),
};

/** The Coding of a code of a code system in the definitions, with its display. */
function codingOf(ctx: Context, system: string, code: string): Json {
  const display = displayOf(ctx.terms, system, code);
  return { system, code, ...(display ? { display } : {}) };
}

const USAGE_CONTEXT_TYPE = 'http://terminology.hl7.org/CodeSystem/usage-context-type';

/**
 * Adjustments made once a value's elements are known, where one element says
 * what another should be: a UsageContext's code names the kind of value it
 * holds (an age for a quantity, a user type for a concept).
 */
const FINISHERS: Record<string, (ctx: Context, value: Json) => void> = {
  UsageContext: (ctx, value) => {
    if (value.valueQuantity !== undefined) {
      value.code = codingOf(ctx, USAGE_CONTEXT_TYPE, 'age');
      value.valueQuantity = quantity(65, 'years', 'a');
    } else if (value.valueCodeableConcept !== undefined) {
      value.code = codingOf(ctx, USAGE_CONTEXT_TYPE, 'user');
    }
  },
};

/** Runs the FINISHERS on every value of the example, inside out. */
function finish(ctx: Context, object: Json, scope: Scope): void {
  forEachChildObject(ctx, object, scope, (child, inner) => finish(ctx, child, inner));
  FINISHERS[scope.path]?.(ctx, object);
}

/** A Resource-typed element's value: a small resource of the type NESTED_RESOURCE names (else a Patient). */
function nestedResource(ctx: Context, element: ElementDefinition): Json {
  const typeName = NESTED_RESOURCE[element.path] ?? 'Patient';
  const resource: Json = { resourceType: typeName, id: 'example' };
  const scope = typeScope(ctx, typeName);
  if (scope) fillRequired(ctx, resource, scope);
  return resource;
}

/**
 * A new value for `element` of type `code`: a primitive, a nested resource,
 * or an object (a data type's preset or an empty backbone element) with the
 * seed's elements and, unless `complete` is false, every required element.
 */
function newValue(
  ctx: Context,
  scope: Scope,
  element: ElementDefinition,
  code: string,
  seed: Json = {},
  complete = true,
): unknown {
  if (isPrimitive(code)) return primitiveValue(ctx, element, code);
  if (code === 'Resource') return nestedResource(ctx, element);
  const inner = valueScope(ctx, scope, element, code);
  const preset = PRESETS[code];
  const given = ELEMENT_VALUES[element.path];
  const base = isObject(given) ? structuredClone(given) : preset ? preset(ctx, element, seed) : {};
  const value: Json = { ...base, ...seed };
  if (inner && complete) completeValue(ctx, value, inner);
  return value;
}

/** Adds an object's required elements, or its first ordinary one when it would otherwise be empty. */
function completeValue(ctx: Context, value: Json, scope: Scope): void {
  fillRequired(ctx, value, scope);
  if (Object.keys(value).length === 0) fillFirst(ctx, value, scope);
}

/** Gives an object that would otherwise be empty its first ordinary element, as FHIR has no empty elements. */
function fillFirst(ctx: Context, object: Json, scope: Scope): void {
  const element = childrenOf(scope).find((child) => !SKIPPED.has(baseName(child)));
  const code = element ? defaultType(element) : undefined;
  if (!element || !code) return;
  const value = newValue(ctx, scope, element, code);
  object[keyFor(element, code)] = isArray(element) ? [value] : value;
}

/** Adds every required element an object lacks, and does the same inside each object it holds. */
function fillRequired(ctx: Context, object: Json, scope: Scope): void {
  for (const element of childrenOf(scope)) {
    if ((element.min ?? 0) < 1 || presentVariant(object, element)) continue;
    const code = defaultType(element);
    if (!code) continue;
    const value = newValue(ctx, scope, element, code);
    object[keyFor(element, code)] = isArray(element) ? [value] : value;
  }
  forEachChildObject(ctx, object, scope, (child, inner) => fillRequired(ctx, child, inner));
}

/** Calls `visit` for every object an object holds, with the scope of its elements (nested resources get their type's). */
function forEachChildObject(
  ctx: Context,
  object: Json,
  scope: Scope,
  visit: (child: Json, scope: Scope) => void,
): void {
  for (const [key, value] of Object.entries(object)) {
    const found = elementForKey(scope, key);
    if (!found) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!isObject(item)) continue;
      const inner =
        found.code === 'Resource' && typeof item.resourceType === 'string'
          ? typeScope(ctx, item.resourceType)
          : valueScope(ctx, scope, found.element, found.code);
      if (inner) visit(item, inner);
    }
  }
}

/** Whether a value is a JSON object (not an array). */
function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------
// Demands: element paths that must select a value

/** Whether a value meets the conditions of a `where(...)`. */
function satisfies(value: unknown, conditions: Condition[]): boolean {
  return conditions.every((condition) => {
    if (!isObject(value)) return false;
    if (condition.kind === 'resolves-to') {
      return typeof value.reference === 'string' && value.reference.startsWith(`${condition.type}/`);
    }
    let current: unknown = value;
    for (const name of condition.path) current = isObject(current) ? current[name] : undefined;
    return current === condition.value;
  });
}

/** The elements a new value needs to meet the conditions of a `where(...)`, or undefined when it cannot. */
function seedFor(ctx: Context, element: ElementDefinition, code: string, conditions: Condition[]): Json | undefined {
  const seed: Json = {};
  for (const condition of conditions) {
    if (condition.kind === 'resolves-to') {
      const reference = code === 'Reference' ? referenceTo(ctx, element, condition.type) : undefined;
      if (!reference) return undefined;
      Object.assign(seed, reference);
    } else if (condition.path.length === 1) {
      seed[condition.path[0]] = condition.value;
    } else {
      return undefined;
    }
  }
  return seed;
}

/** The type a step's element takes in `object`: the one present, the one the step asks for, or the default. */
function stepType(object: Json, element: ElementDefinition, step: Step): string | undefined {
  const present = presentVariant(object, element);
  const wanted = step.asType ? allowedType(element, step.asType) : undefined;
  if (step.asType && !wanted) return undefined;
  if (present) return wanted && wanted !== present.code ? undefined : present.code;
  return wanted ?? defaultType(element);
}

/**
 * Whether `steps` can still be met inside `object` without changing what it
 * holds: no element on the way has another choice type or a single value that
 * fails a condition.
 */
function compatible(ctx: Context, object: Json, scope: Scope, steps: Demand): boolean {
  const [step, ...rest] = steps;
  if (!step) return true;
  const element = childNamed(scope, step.name);
  const code = element ? stepType(object, element, step) : undefined;
  if (!element || !code) return false;
  const value = object[keyFor(element, code)];
  if (value === undefined || Array.isArray(value)) return true;
  if (!satisfies(value, step.where)) return false;
  const inner = valueScope(ctx, scope, element, code);
  return rest.length === 0 || (isObject(value) && inner !== undefined && compatible(ctx, value, inner, rest));
}

/**
 * Makes the element path `steps` select a value in `object`, reusing what it
 * holds where that fits and adding array items or elements where not.
 * Returns false when the path cannot be met (another choice type is already
 * there, or the element does not exist).
 */
function applyDemand(ctx: Context, object: Json, scope: Scope, steps: Demand): boolean {
  const [step, ...rest] = steps;
  if (!step) return true;
  const element = childNamed(scope, step.name);
  const code = element ? stepType(object, element, step) : undefined;
  if (!element || !code) return false;
  const key = keyFor(element, code);
  const inner = valueScope(ctx, scope, element, code);
  const fits = (value: unknown) =>
    satisfies(value, step.where) &&
    (rest.length === 0 || (isObject(value) && inner !== undefined && compatible(ctx, value, inner, rest)));
  let target: unknown;
  let created = false;
  const create = (): unknown => {
    const seed = seedFor(ctx, element, code, step.where);
    created = seed !== undefined;
    return seed && newValue(ctx, scope, element, code, seed, rest.length === 0);
  };
  if (isArray(element)) {
    const items = Array.isArray(object[key]) ? (object[key] as unknown[]) : [];
    target = step.index === undefined ? items.find(fits) : items[step.index];
    while (target === undefined) {
      target = create();
      if (target === undefined) return false;
      items.push(target);
      if (step.index !== undefined && items.length <= step.index) target = undefined;
    }
    object[key] = items;
  } else {
    target = object[key];
    if (target !== undefined && !fits(target)) return false;
    if (target === undefined) target = create();
    if (target === undefined) return false;
    object[key] = target;
  }
  if (rest.length === 0) return true;
  const itemScope = code === 'Resource' && isObject(target) ? typeScope(ctx, String(target.resourceType)) : inner;
  if (!isObject(target) || !itemScope || !applyDemand(ctx, target, itemScope, rest)) return false;
  if (created) completeValue(ctx, target, itemScope);
  return true;
}

/** The search parameters of a type with an expression, those with fewer alternatives first (they leave less choice). */
function searchPlan(ctx: Context, typeName: string): Demand[][] {
  const plans = (ctx.index.searchParams.get(typeName) ?? [])
    .filter((param: SearchParameter) => param.expression)
    .map((param) => searchDemands(ctx.core, searchExpression(param, typeName), typeName));
  return plans
    .map((alternatives, order) => ({ alternatives, order }))
    .sort((a, b) => a.alternatives.length - b.alternatives.length || a.order - b.order)
    .map((plan) => plan.alternatives);
}

/** Meets one search parameter: the first of its alternatives that fits what the example already holds. */
function applySearch(ctx: Context, example: Json, scope: Scope, alternatives: Demand[]): void {
  const fitting = alternatives.find((demand) => compatible(ctx, example, scope, demand));
  if (fitting) applyDemand(ctx, example, scope, fitting);
}

// ---------------------------------------------------------------------------
// Constraints: checking and repair

/**
 * How far an example is from passing: constraints broken as FHIRPath states
 * them (which no example may have), other failing checks (validation and
 * search parameters), and constraints failing in the engine's reading.
 */
interface Score {
  broken: number;
  structural: number;
  failing: number;
  /** What to work on: failing constraints and validation issues. */
  targets: RepairTarget[];
}

/** A failing check with what the repair loop knows of it. */
type RepairTarget =
  | {
      kind: 'constraint';
      /** The expression to satisfy: the engine's own, or the FHIRPath reading of it. */
      expression: string;
      /** The example paths where it does not hold. */
      contexts: string[];
      /** The example paths it read. */
      touched: string[];
    }
  | { kind: 'invalid'; path: string };

const INVALID = /^invalid: ([A-Za-z][\w.[\]]*): /;

/** The score of an example, computed once per distinct example. */
function score(ctx: Context, info: TypeInfo, example: Json): Score {
  const key = JSON.stringify(example);
  const known = ctx.scores.get(key);
  if (known) return known;
  const computed = computeScore(ctx, info, example);
  ctx.scores.set(key, computed);
  return computed;
}

/** What checkExample says of an example, plus the constraints it breaks as FHIRPath states them. */
function computeScore(ctx: Context, info: TypeInfo, example: Json): Score {
  const params = ctx.index.searchParams.get(info.name) ?? [];
  const report = quietly(() => checkExample(ctx.core, info, params, example));
  const targets: RepairTarget[] = [];
  for (const problem of report.problems) {
    const match = INVALID.exec(problem);
    if (match) targets.push({ kind: 'invalid', path: match[1] });
  }
  let broken = 0;
  for (const constraint of pageConstraints(info)) {
    if (!constraint.expression) continue;
    const stated = fhirPrecedence(constraint.expression);
    for (const expression of stated === constraint.expression ? [stated] : [constraint.expression, stated]) {
      const result = evaluateOn(ctx.core, info, example, constraint, expression);
      if (result.kind !== 'constraint' || result.holds) continue;
      const contexts = result.contexts.filter((context) => context.outcome !== 'true').map((context) => context.path);
      if (expression === stated) broken += contexts.length;
      targets.push({ kind: 'constraint', expression, contexts, touched: result.touched });
    }
  }
  const failing = report.problems.filter((problem) => problem.startsWith('constraint ')).length;
  return { broken, structural: report.problems.length - failing, failing, targets };
}

/** A constraint evaluated with another expression (its FHIRPath reading) on the elements it sits on. */
function evaluateOn(
  core: CoreModule,
  info: TypeInfo,
  example: Json,
  constraint: PageConstraint,
  expression: string,
): ReturnType<typeof evaluateConstraint> {
  return quietly(() => evaluateConstraint(core, { expression, on: constraint.on }, example, info.name));
}

/**
 * The constraints of a type that an example breaks as FHIRPath states them
 * (evaluated as fhirPrecedence rewrites them), one `key: path gives outcome`
 * line each. Constraints the engine cannot evaluate are left out.
 */
export function statedConstraintProblems(core: CoreModule, info: TypeInfo, example: Json): string[] {
  const problems: string[] = [];
  for (const constraint of pageConstraints(info)) {
    if (!constraint.expression) continue;
    const result = evaluateOn(core, info, example, constraint, fhirPrecedence(constraint.expression));
    if (result.kind !== 'constraint' || result.holds) continue;
    const where = result.contexts.filter((context) => context.outcome !== 'true');
    problems.push(
      `${constraint.key}: ${where.map((context) => `${context.path} gives ${context.outcome}`).join('; ')}`,
    );
  }
  return problems;
}

/**
 * Runs `task` with console.log silenced: the engine's trace() (which dom-3
 * and a few other constraints call) prints every value it sees.
 */
export function quietly<T>(task: () => T): T {
  const log = console.log;
  console.log = () => undefined;
  try {
    return task();
  } finally {
    console.log = log;
  }
}

/** The weight of a score, lower being better: broken constraints count most, then validation and search, then the rest. */
function weight(score: Score): number {
  return score.broken * 1e6 + score.structural * 1e3 + score.failing;
}

/** How much better `next` is than `current` (0 or less: not better). */
function gain(next: Score, current: Score): number {
  return weight(current) - weight(next);
}

/** The segments of an example path such as `Patient.contact[0].name`: names and array indexes, root left out. */
function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const part of path.split('.').slice(1)) {
    const match = /^([^[]+)((?:\[\d+\])*)$/.exec(part);
    if (!match) return [];
    segments.push(match[1]);
    for (const index of match[2].matchAll(/\[(\d+)\]/g)) segments.push(Number(index[1]));
  }
  return segments;
}

/** The object at an example path (choice names as the constraint writes them, `probability`), with its scope. */
function locate(ctx: Context, example: Json, root: Scope, path: string): { object: Json; scope: Scope } | undefined {
  let current: unknown = example;
  let scope: Scope | undefined = root;
  for (const segment of pathSegments(path)) {
    if (typeof segment === 'number') {
      current = Array.isArray(current) ? current[segment] : undefined;
      continue;
    }
    if (!isObject(current) || !scope) return undefined;
    const element = childNamed(scope, segment);
    const variant = element ? presentVariant(current, element) : undefined;
    if (!element || !variant) return undefined;
    current = current[variant.key];
    scope = valueScope(ctx, scope, element, variant.code);
  }
  return isObject(current) && scope ? { object: current, scope } : undefined;
}

/** The element definitions and types of every value along an example path of JSON keys, outermost first. */
function elementsAlong(
  ctx: Context,
  example: Json,
  root: Scope,
  path: string,
): { element: ElementDefinition; code: string; path: string }[] {
  let current: unknown = example;
  let scope: Scope | undefined = root;
  let walked = path.split('.')[0];
  const found: { element: ElementDefinition; code: string; path: string }[] = [];
  for (const segment of pathSegments(path)) {
    if (typeof segment === 'number') {
      current = Array.isArray(current) ? current[segment] : undefined;
      walked += `[${segment}]`;
      if (found.length > 0) found[found.length - 1].path = walked;
      continue;
    }
    if (!isObject(current) || !scope) return found;
    const next = elementForKey(scope, segment);
    if (!next) return found;
    walked += `.${segment}`;
    found.push({ ...next, path: walked });
    current = current[segment];
    scope = valueScope(ctx, scope, next.element, next.code);
  }
  return found;
}

/**
 * Other codes for a coded value a constraint read, each as a change that
 * puts it in place of the value's whole concept (a code, Coding or
 * CodeableConcept, with its display): `clinicalStatus` inactive instead of
 * active when an abatement asks for it.
 */
function recodings(ctx: Context, example: Json, root: Scope, touched: string): Change[] {
  const along = elementsAlong(ctx, example, root, touched);
  const holder = [...along].reverse().find((item) => item.element.binding?.valueSet);
  if (!holder || !['code', 'Coding', 'CodeableConcept'].includes(holder.code)) return [];
  return valueSetCodes(ctx.terms, holder.element.binding?.valueSet)
    .slice(1, 6)
    .map((choice) => (trial: Json) => replaceAt(trial, holder.path, conceptValue(holder.code, choice)));
}

/** A code, Coding or CodeableConcept holding a code of a value set. */
function conceptValue(code: string, choice: CodeChoice): unknown {
  if (code === 'code') return choice.code;
  const coding: Json = {
    system: choice.system,
    code: choice.code,
    ...(choice.display ? { display: choice.display } : {}),
  };
  return code === 'Coding' ? coding : { coding: [coding], ...(choice.display ? { text: choice.display } : {}) };
}

/** Removes the element or array item at an example path of JSON keys; arrays and objects left empty go too. */
function removeAt(example: Json, path: string): boolean {
  const segments = pathSegments(path);
  const last = segments.pop();
  let parent: unknown = example;
  for (const segment of segments) {
    parent = typeof segment === 'number' ? (parent as unknown[])[segment] : (parent as Json)[segment];
    if (parent === undefined || parent === null) return false;
  }
  if (typeof last === 'number' && Array.isArray(parent)) parent.splice(last, 1);
  else if (typeof last === 'string' && isObject(parent)) delete parent[last];
  else return false;
  pruneEmpty(example);
  return true;
}

/** Removes empty arrays and objects left behind by a removal. */
function pruneEmpty(object: Json): void {
  for (const [key, value] of Object.entries(object)) {
    if (Array.isArray(value)) {
      value.forEach((item) => isObject(item) && pruneEmpty(item));
      const kept = value.filter((item) => !(isObject(item) && Object.keys(item).length === 0));
      if (kept.length === 0) delete object[key];
      else object[key] = kept;
    } else if (isObject(value)) {
      pruneEmpty(value);
      if (Object.keys(value).length === 0) delete object[key];
    }
  }
}

/** The element `steps` ends at, with the object that holds it (first items of arrays on the way) and its scope. */
function lastElement(
  ctx: Context,
  object: Json,
  scope: Scope,
  steps: Demand,
): { holder: Json; scope: Scope; element: ElementDefinition } | undefined {
  const found = locateSteps(ctx, object, scope, steps.slice(0, -1));
  const element = found ? childNamed(found.scope, steps[steps.length - 1].name) : undefined;
  return found && element ? { holder: found.object, scope: found.scope, element } : undefined;
}

/** Sets the primitive at the end of `steps` (inside `object`) to `value`, adding the path when it is missing. */
function setAt(ctx: Context, object: Json, scope: Scope, steps: Demand, value: Literal): boolean {
  if (!applyDemand(ctx, object, scope, steps)) return false;
  const found = lastElement(ctx, object, scope, steps);
  const variant = found ? presentVariant(found.holder, found.element) : undefined;
  if (!found || !variant || !isPrimitive(variant.code)) return false;
  if (!allowedValue(ctx, found.element, variant.code, value)) return false;
  found.holder[variant.key] = isArray(found.element) ? [value] : value;
  return true;
}

/** Adds a new item at the end of the array `steps` ends at (for constraints such as `item.count() > 1`). */
function appendAt(ctx: Context, object: Json, scope: Scope, steps: Demand): boolean {
  if (!applyDemand(ctx, object, scope, steps.slice(0, -1))) return false;
  const found = lastElement(ctx, object, scope, steps);
  const code = found ? defaultType(found.element) : undefined;
  if (!found || !code || !isArray(found.element)) return false;
  const key = keyFor(found.element, code);
  const items = Array.isArray(found.holder[key]) ? (found.holder[key] as unknown[]) : [];
  found.holder[key] = [...items, newValue(ctx, found.scope, found.element, code)];
  return true;
}

/** Gives the choice element `steps` ends at the type `type` instead of the one it has (`answer is Boolean`). */
function retype(ctx: Context, object: Json, scope: Scope, steps: Demand, type: string): boolean {
  const found = lastElement(ctx, object, scope, steps);
  const code = found ? allowedType(found.element, type) : undefined;
  if (!found || !code || !isChoice(found.element)) return false;
  const present = presentVariant(found.holder, found.element);
  if (present?.code === code) return false;
  if (present) delete found.holder[present.key];
  const value = newValue(ctx, found.scope, found.element, code);
  found.holder[keyFor(found.element, code)] = isArray(found.element) ? [value] : value;
  return true;
}

/** Adds items to the array `steps` ends at until it holds `atLeast` of them. */
function growTo(ctx: Context, object: Json, scope: Scope, steps: Demand, atLeast: number): boolean {
  for (let added = 0; added < atLeast; added++) {
    const found = lastElement(ctx, object, scope, steps);
    const held = found ? presentVariant(found.holder, found.element) : undefined;
    const items = found && held ? found.holder[held.key] : undefined;
    if (Array.isArray(items) && items.length >= atLeast) return true;
    if (!appendAt(ctx, object, scope, steps)) return false;
  }
  return true;
}

/** The object the element path `steps` leads to (first items of arrays), with its scope. */
function locateSteps(
  ctx: Context,
  object: Json,
  scope: Scope,
  steps: Demand,
): { object: Json; scope: Scope } | undefined {
  let current = object;
  let currentScope = scope;
  for (const step of steps) {
    const element = childNamed(currentScope, step.name);
    const variant = element ? presentVariant(current, element) : undefined;
    if (!element || !variant) return undefined;
    const held = current[variant.key];
    const next = Array.isArray(held) ? held[0] : held;
    const inner = valueScope(ctx, currentScope, element, variant.code);
    if (!isObject(next) || !inner) return undefined;
    current = next;
    currentScope = inner;
  }
  return { object: current, scope: currentScope };
}

/** Whether a literal may stand in an element: the right JSON type, and a code of its value set when that lists codes. */
function allowedValue(ctx: Context, element: ElementDefinition, code: string, value: Literal): boolean {
  if (code === 'boolean') return typeof value === 'boolean';
  if (['integer', 'positiveInt', 'unsignedInt', 'decimal'].includes(code)) return typeof value === 'number';
  if (typeof value !== 'string') return false;
  return code !== 'code' || inValueSet(ctx.terms, element.binding?.valueSet, value) !== false;
}

/** Sets the value at an example path of JSON keys. */
function replaceAt(example: Json, path: string, value: unknown): boolean {
  const segments = pathSegments(path);
  const last = segments.pop();
  let parent: unknown = example;
  for (const segment of segments) {
    parent = typeof segment === 'number' ? (parent as unknown[])[segment] : (parent as Json)[segment];
    if (parent === undefined || parent === null) return false;
  }
  if (typeof last === 'number' && Array.isArray(parent)) parent[last] = value;
  else if (typeof last === 'string' && isObject(parent)) parent[last] = value;
  else return false;
  return true;
}

/**
 * Moves the element at `path` (inside an array item at `context`) into a
 * new item of the same array: for constraints such as `detail.empty() or
 * reference.empty()` when two search parameters ask for both.
 */
function moveToNewItem(ctx: Context, example: Json, root: Scope, context: string, path: string): boolean {
  const item = /^(.*)\.([^.[]+)\[\d+\]$/.exec(context);
  if (!item || !path.startsWith(`${context}.`)) return false;
  const [, holderPath, arrayKey] = item;
  const holder = locate(ctx, example, root, holderPath);
  const element = holder ? childNamed(holder.scope, arrayKey) : undefined;
  const inner = holder && element ? valueScope(ctx, holder.scope, element, defaultType(element) ?? '') : undefined;
  const from = locate(ctx, example, root, context);
  const key = path.slice(context.length + 1).split(/[.[]/)[0];
  const items = holder?.object[arrayKey];
  if (!inner || !from || from.object[key] === undefined || !Array.isArray(items)) return false;
  const moved: Json = { [key]: from.object[key] };
  delete from.object[key];
  completeValue(ctx, moved, inner);
  completeValue(ctx, from.object, inner);
  items.push(moved);
  return true;
}

type Change = (example: Json) => boolean;

/** The changes that might make a failing constraint hold: removals, additions, settings and other codes. */
function constraintChanges(
  ctx: Context,
  info: TypeInfo,
  root: Scope,
  example: Json,
  target: RepairTarget & { kind: 'constraint' },
): Change[] {
  const changes: Change[] = [];
  for (const touched of target.touched) {
    const segments = touched.split('.');
    for (let end = segments.length; end > 1; end--) {
      const path = segments.slice(0, end).join('.');
      if (target.contexts.some((context) => context === path || context.startsWith(`${path}.`))) break;
      changes.push((example) => removeAt(example, path));
      for (const context of target.contexts)
        changes.push((example) => moveToNewItem(ctx, example, root, context, path));
    }
    changes.push(...recodings(ctx, example, root, touched));
  }
  const implied = impliesParts(target.expression);
  const hintSets = implied
    ? [
        constraintHints(ctx.core, implied.antecedent, info.name),
        constraintHints(ctx.core, implied.consequent, info.name),
      ]
    : [constraintHints(ctx.core, target.expression, info.name)];
  const local = (apply: (object: Json, scope: Scope) => boolean): Change => {
    return (example) =>
      target.contexts.every((path) => {
        const found = locate(ctx, example, root, path);
        return found !== undefined && apply(found.object, found.scope);
      });
  };
  const steps = hintSets.map((hints) => [
    ...hints.paths.map((demand) => local((object, scope) => applyDemand(ctx, object, scope, demand))),
    ...hints.settings.map((setting) =>
      local((object, scope) => setAt(ctx, object, scope, setting.path, setting.value)),
    ),
    ...hints.paths.map((demand) => local((object, scope) => appendAt(ctx, object, scope, demand))),
    ...hints.counts.map((count) => local((object, scope) => growTo(ctx, object, scope, count.path, count.atLeast))),
    ...hints.types.map((typed) => local((object, scope) => retype(ctx, object, scope, typed.path, typed.type))),
  ]);
  changes.push(...steps[0]);
  // For `A implies B`, the engine reads A alone: make A hold together with each way B might.
  if (steps[1]) {
    for (const first of steps[0])
      for (const second of steps[1]) changes.push((example) => first(example) && second(example));
    changes.push(...steps[1]);
  }
  return changes;
}

/** The changes that might fix a validation issue at an element: adding the element, or removing it. */
function invalidChanges(ctx: Context, root: Scope, path: string): Change[] {
  const names = path.split('.').slice(1);
  const demand: Demand = names.map((name) => ({ name, where: [] }));
  return [(example) => applyDemand(ctx, example, root, demand), (example) => removeAt(example, path)];
}

/**
 * Changes the example, one improvement at a time, until its checks pass or
 * nothing more helps. Each round takes the first failing check that some
 * change improves, and the change that improves things most.
 */
function repair(ctx: Context, info: TypeInfo, root: Scope, example: Json): Json {
  let current = example;
  let currentScore = score(ctx, info, current);
  for (let round = 0; round < MAX_REPAIRS && currentScore.targets.length > 0; round++) {
    const best = bestChange(ctx, info, root, current, currentScore);
    if (!best) break;
    current = best.example;
    currentScore = best.score;
  }
  return current;
}

/** The changes that might fix a failing check. */
function changesFor(ctx: Context, info: TypeInfo, root: Scope, example: Json, target: RepairTarget): Change[] {
  return target.kind === 'invalid'
    ? invalidChanges(ctx, root, target.path)
    : constraintChanges(ctx, info, root, example, target);
}

/** A key that tells failing checks apart across scores. */
function targetKey(target: RepairTarget): string {
  return target.kind === 'invalid' ? `invalid ${target.path}` : `${target.expression} @ ${target.contexts.join(' ')}`;
}

/** An example a change gave, with its score. */
interface Trial {
  example: Json;
  score: Score;
}

/**
 * The best improving change, found in three passes over the failing checks,
 * cheapest first: single changes; two changes of one check together; a
 * change that fixes a check but breaks another, followed by a change for the
 * other (adding `duration` to a Timing breaks "duration needs durationUnit"
 * until durationUnit is added). The first check that a pass improves wins.
 */
function bestChange(ctx: Context, info: TypeInfo, root: Scope, current: Json, currentScore: Score): Trial | undefined {
  let budget = { trials: MAX_TRIALS };
  const singles = new Map<RepairTarget, Trial[]>();
  for (const target of currentScore.targets) {
    const trials = tryChanges(ctx, info, current, changesFor(ctx, info, root, current, target), budget);
    singles.set(target, trials);
    const best = bestTrial(trials, currentScore);
    if (best) return best;
  }
  budget = { trials: MAX_TRIALS };
  for (const target of currentScore.targets) {
    const changes = pairs(changesFor(ctx, info, root, current, target));
    const best = bestTrial(tryChanges(ctx, info, current, changes, budget), currentScore);
    if (best) return best;
  }
  budget = { trials: MAX_TRIALS };
  const known = new Set(currentScore.targets.map(targetKey));
  for (const target of currentScore.targets) {
    const fixing = (singles.get(target) ?? []).filter(
      (trial) => !trial.score.targets.some((other) => targetKey(other) === targetKey(target)),
    );
    for (const trial of fixing.slice(0, MAX_FOLLOW_UPS)) {
      for (const broken of trial.score.targets.filter((other) => !known.has(targetKey(other)))) {
        const changes = changesFor(ctx, info, root, trial.example, broken);
        const best = bestTrial(tryChanges(ctx, info, trial.example, changes, budget), currentScore);
        if (best) return best;
      }
    }
  }
  return undefined;
}

/** The examples and scores the changes give (changes that do not apply left out). */
function tryChanges(
  ctx: Context,
  info: TypeInfo,
  current: Json,
  changes: Change[],
  budget: { trials: number },
): Trial[] {
  const trials: Trial[] = [];
  for (const change of changes) {
    if (budget.trials-- <= 0) break;
    const example = structuredClone(current);
    if (change(example)) trials.push({ example, score: score(ctx, info, example) });
  }
  return trials;
}

/** The trial that improves most on `currentScore`, if any improves (the first of equals). */
function bestTrial(trials: Trial[], currentScore: Score): Trial | undefined {
  let best: (Trial & { gain: number }) | undefined;
  for (const trial of trials) {
    const trialGain = gain(trial.score, currentScore);
    if (trialGain > 0 && (!best || trialGain > best.gain)) best = { ...trial, gain: trialGain };
  }
  return best;
}

/** Two changes made together, for constraints that no single change helps (`chain.empty() or type = 'reference'`). */
function pairs(changes: Change[]): Change[] {
  const limited = changes.slice(0, MAX_PAIRED);
  return limited.flatMap((first, i) =>
    limited.slice(i + 1).map(
      (second): Change =>
        (example) =>
          first(example) && second(example),
    ),
  );
}

// ---------------------------------------------------------------------------
// Putting an example together

/** The example's keys in the order the definitions list the elements (resourceType first), at every level. */
function ordered(ctx: Context, object: Json, scope: Scope): Json {
  const rank = new Map<string, number>();
  childrenOf(scope).forEach((element, position) => {
    for (const code of typeCodes(element)) rank.set(keyFor(element, code), position);
  });
  const keys = Object.keys(object).sort(
    (a, b) => (a === 'resourceType' ? -1 : (rank.get(a) ?? 1e6)) - (b === 'resourceType' ? -1 : (rank.get(b) ?? 1e6)),
  );
  const result: Json = {};
  for (const key of keys) result[key] = object[key];
  forEachChildObject(ctx, result, scope, (child, inner) => {
    const sorted = ordered(ctx, child, inner);
    for (const key of Object.keys(child)) delete child[key];
    Object.assign(child, sorted);
  });
  return result;
}

/** A resource's example before repair: id, narrative, what the search parameters select, required elements. */
function resourceDraft(ctx: Context, info: TypeInfo, scope: Scope): Json {
  const example: Json = { resourceType: info.name, id: 'example' };
  const text = childNamed(scope, 'text');
  if (text) example.text = newValue(ctx, scope, text, 'Narrative');
  for (const alternatives of searchPlan(ctx, info.name)) applySearch(ctx, example, scope, alternatives);
  fillRequired(ctx, example, scope);
  finish(ctx, example, scope);
  return example;
}

/** A data type's example before repair: its preset, then each of its own elements that is cheap to fill. */
function dataTypeDraft(ctx: Context, info: TypeInfo, scope: Scope): Json {
  const element = scope.table.byPath.get(info.name) as ElementDefinition;
  const example = newValue(ctx, scope, { ...element, type: [{ code: info.name }] }, info.name) as Json;
  if (childrenOf(scope).length <= MAX_FILLED_ELEMENTS) fillDirect(ctx, example, scope, true);
  finish(ctx, example, scope);
  return example;
}

/**
 * Gives an object each of its own elements it lacks (one type for a choice),
 * and, at the first level, each backbone element's own primitive and
 * data-type elements; deeper backbone elements are left out.
 */
function fillDirect(ctx: Context, object: Json, scope: Scope, first: boolean): void {
  for (const element of childrenOf(scope)) {
    const name = baseName(element);
    if (SKIPPED.has(name) || presentVariant(object, element)) continue;
    const code = defaultType(element);
    if (!code || code === 'Resource' || typeCodes(element).length > MAX_CHEAP_CHOICE) continue;
    const inner = valueScope(ctx, scope, element, code);
    const backbone = inner !== undefined && inner.table === scope.table;
    if (backbone && !first) continue;
    const value = newValue(ctx, scope, element, code);
    if (backbone && isObject(value) && inner) fillDirect(ctx, value, inner, false);
    object[keyFor(element, code)] = isArray(element) ? [value] : value;
  }
}

/**
 * The example of a resource type or data type of the index: deterministic,
 * valid for validateResource (resources), with a value for every search
 * parameter and its constraints met as far as the 2.0.25 engine can tell
 * (see the file comment).
 */
export function generateExample(index: FhirIndex, typeName: string): Record<string, unknown> {
  const info = index.types.get(typeName);
  if (!info) throw new Error(`[fhir-tools] no type ${typeName} in the definitions`);
  const ctx: Context = { index, terms: loadTerminology(), core: indexedCore(), scores: new Map() };
  const scope = typeScope(ctx, typeName) as Scope;
  const draft = info.sd.kind === 'resource' ? resourceDraft(ctx, info, scope) : dataTypeDraft(ctx, info, scope);
  return ordered(ctx, repair(ctx, info, scope, draft), scope);
}
