/**
 * JSON Schemas of FHIR types for the OpenAPI documents, made from the
 * definitions' element lists: each element's JSON type, whether it repeats,
 * whether it is required, and its short description. Backbone elements are
 * schemas of their own (`Patient_contact`), so that a content reference
 * (`Questionnaire.item.item`) can point back at one.
 */
import type { ElementDefinition, FhirIndex } from '../../fhir-model';

/** A JSON Schema as OpenAPI 3.1 takes it. */
export type Schema = Record<string, unknown>;

const PRIMITIVES: Record<string, Schema> = {
  boolean: { type: 'boolean' },
  integer: { type: 'integer' },
  positiveInt: { type: 'integer', minimum: 1 },
  unsignedInt: { type: 'integer', minimum: 0 },
  decimal: { type: 'number' },
};

/** Profiles of Quantity that elements name as their type: their JSON is a Quantity's. */
const QUANTITY_PROFILES = new Set(['Age', 'Count', 'Distance', 'Duration', 'MoneyQuantity', 'SimpleQuantity']);

/** The schema component a type code is described by, or an inline schema for a primitive. */
function typeSchema(index: FhirIndex, code: string, used: Set<string>): Schema {
  if (code.startsWith('http://hl7.org/fhirpath/System.')) return { type: 'string' };
  if (PRIMITIVES[code]) return { ...PRIMITIVES[code] };
  if (code === 'Resource') {
    used.add('Resource');
    return { $ref: '#/components/schemas/Resource' };
  }
  const info = index.types.get(code);
  if (info && info.sd.kind !== 'primitive-type') {
    used.add(info.name);
    return { $ref: `#/components/schemas/${info.name}` };
  }
  if (QUANTITY_PROFILES.has(code)) {
    used.add('Quantity');
    return { $ref: '#/components/schemas/Quantity' };
  }
  // Every other primitive (string, code, uri, dateTime, xhtml...) is a JSON string.
  return { type: 'string' };
}

/** The component name of a backbone element: its path with `_` for `.`. */
const componentName = (elementPath: string) => elementPath.replace(/\./g, '_');

/** An element's description, as short as the definitions give it. */
function described(element: ElementDefinition, schema: Schema): Schema {
  return element.short ? { ...schema, description: element.short } : schema;
}

function withCardinality(element: ElementDefinition, schema: Schema): Schema {
  return element.max === '*' ? { type: 'array', items: schema } : schema;
}

/**
 * The schemas of one type: the type itself and its backbone elements, by
 * component name. `used` collects the other types it refers to.
 */
function typeSchemas(index: FhirIndex, typeName: string, used: Set<string>): Record<string, Schema> {
  const info = index.types.get(typeName);
  if (!info) throw new Error(`No definition of ${typeName}`);
  const elements = info.sd.snapshot?.element ?? [];
  const isResource = info.sd.kind === 'resource';
  const objects = new Map<string, { properties: Record<string, Schema>; required: string[]; short?: string }>();
  objects.set(typeName, {
    properties: isResource ? { resourceType: { const: typeName } } : {},
    required: isResource ? ['resourceType'] : [],
    short: elements[0]?.short,
  });
  for (const element of elements.slice(1)) {
    const parentPath = element.path.slice(0, element.path.lastIndexOf('.'));
    const parent = objects.get(parentPath);
    if (!parent) continue;
    const name = element.path.slice(parentPath.length + 1);
    const codes = (element.type ?? []).map((type) => type.code);
    if (element.contentReference) {
      const target = element.contentReference.replace(/^#/, '');
      parent.properties[name] = described(
        element,
        withCardinality(element, { $ref: `#/components/schemas/${componentName(target)}` }),
      );
    } else if (codes.length === 1 && (codes[0] === 'BackboneElement' || codes[0] === 'Element')) {
      objects.set(element.path, { properties: {}, required: [], short: element.short });
      parent.properties[name] = withCardinality(element, {
        $ref: `#/components/schemas/${componentName(element.path)}`,
      });
    } else if (name.endsWith('[x]')) {
      // A choice: one property per type, `valueString`, `valueQuantity`...
      const stem = name.slice(0, -3);
      for (const code of codes) {
        const property = stem + code.charAt(0).toUpperCase() + code.slice(1);
        parent.properties[property] = described(element, typeSchema(index, code, used));
      }
      continue;
    } else {
      const schema = codes.length === 1 ? typeSchema(index, codes[0], used) : { type: 'string' };
      parent.properties[name] = described(element, withCardinality(element, schema));
    }
    if ((element.min ?? 0) > 0) parent.required.push(name);
  }
  const schemas: Record<string, Schema> = {};
  for (const [objectPath, object] of objects) {
    schemas[componentName(objectPath)] = {
      type: 'object',
      ...(object.short ? { description: object.short } : {}),
      ...(object.required.length ? { required: object.required } : {}),
      properties: object.properties,
    };
  }
  return schemas;
}

/** Any resource: what a contained resource, a Bundle entry or a Parameters part holds. */
const RESOURCE_SCHEMA: Schema = {
  type: 'object',
  description: 'Any FHIR resource, named by its resourceType.',
  required: ['resourceType'],
  properties: { resourceType: { type: 'string' }, id: { type: 'string' } },
  // The elements of the resource's own type.
  additionalProperties: true,
};

/**
 * The schemas of the given types and of every data type they refer to, by
 * component name, sorted. `Resource` stands for any resource.
 */
export function schemasFor(index: FhirIndex, typeNames: readonly string[]): Record<string, Schema> {
  const used = new Set<string>();
  const schemas: Record<string, Schema> = {};
  const queue = [...typeNames];
  const done = new Set<string>();
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (done.has(name)) continue;
    done.add(name);
    if (name === 'Resource') {
      schemas.Resource = RESOURCE_SCHEMA;
      continue;
    }
    Object.assign(schemas, typeSchemas(index, name, used));
    for (const next of used) if (!done.has(next)) queue.push(next);
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}
