/**
 * A compact summary of one type of the FHIR index (definitions.ts), the index its reference page is made
 * from: what the type is, its page's route, its elements (cardinality, types and reference targets, binding,
 * flags), its search parameters and its constraints. A server hands it to AI assistants, which need the
 * facts of the page without its markup. The same selections as the page: its elements, search parameters
 * (with the expression as it applies to the type) and constraints (ele-1 stated nowhere, as on the page).
 */
import { firstSentence } from '../../common/src/plain-text';
import { pageConstraints } from './constraints';
import type { Binding, ElementDefinition, ElementType, FhirIndex, SearchParameter, TypeInfo } from './definitions';
import { type FhirPageTypeId, PAGE_TYPES, pageRoute } from './reference/page-types';
import { searchExpression } from './search-expression';

/** One type an element may hold; `targets` are the types a Reference or canonical may point at. */
export interface SummaryElementType {
  code: string;
  targets?: string[];
}

export interface SummaryElement {
  /** The full element path, such as `Patient.contact.name`; a choice element keeps its `[x]`. */
  path: string;
  min: number;
  /** A number, or `*`. */
  max: string;
  types?: SummaryElementType[];
  /** For an element defined as another one (`#Questionnaire.item`): that element's path. */
  contentReference?: string;
  /** The element's short description. */
  short?: string;
  /** The value set its codes come from, and how strictly. */
  binding?: { strength: Binding['strength']; valueSet?: string; name?: string };
  /** Part of the summary view (`_summary=true`). */
  summary?: true;
  /** A modifier: its value can change the meaning of the resource. */
  modifier?: true;
  /** A choice of types (`value[x]`): its name in a resource ends in the type (`valueQuantity`). */
  choice?: true;
}

export interface SummarySearchParameter {
  code: string;
  type: string;
  /** The FHIRPath expression, the part of a shared one that applies to the type. */
  expression?: string;
  /** The first sentence of the description, the part that applies to the type. */
  description: string;
}

export interface SummaryConstraint {
  key: string;
  severity: 'error' | 'warning';
  human: string;
  /** The FHIRPath expression, evaluated on each element the constraint sits on. */
  expression?: string;
  /** The element paths it sits on, without the type's name ('' is the type itself), as a constraint request takes them. */
  on: string[];
  /** The type that defines it, when it is not this one. */
  inheritedFrom?: string;
}

export interface TypeSummary {
  name: string;
  /** The StructureDefinition's kind. */
  kind: 'resource' | 'complex-type' | 'primitive-type' | 'logical';
  /** The reference page type (reference/page-types.ts): a FHIR R4 resource, data type, or Medplum resource type. */
  pageType: FhirPageTypeId;
  /** The first sentence of the type's definition, as the page's description. */
  description: string;
  /** The route of the type's reference page. */
  route: string;
  elements: SummaryElement[];
  searchParameters: SummarySearchParameter[];
  constraints: SummaryConstraint[];
}

/** What the summaries' index lists: every type that has a summary, by name. */
export interface TypeSummaryIndex {
  types: { name: string; kind: TypeSummary['kind']; pageType: FhirPageTypeId }[];
}

/** Elements of Resource and DomainResource, which the page lists as inherited. */
const INHERITED_BASES = /^(Resource|DomainResource)\./;
/** Elements every nested element has, which the page states once instead of listing. */
const ELEMENT_BASES = /^(Element|BackboneElement)\.(id|extension|modifierExtension)$/;
const FHIR_TYPE_EXTENSION = 'structuredefinition-fhir-type';
const BINDING_NAME = 'http://hl7.org/fhir/StructureDefinition/elementdefinition-bindingName';

/** The elements the page lists, own and inherited, in the definition's order. */
function listedElements(info: TypeInfo): ElementDefinition[] {
  return (info.sd.snapshot?.element ?? []).slice(1).filter((element) => {
    const base = element.base?.path ?? '';
    const topLevel = element.path.split('.').length === 2;
    return INHERITED_BASES.test(base) || (topLevel && /^Element\./.test(base)) || !ELEMENT_BASES.test(base);
  });
}

/** The FHIR type code (FHIRPath system types, as of `id`, name their FHIR type in an extension). */
function typeCode(type: ElementType & { extension?: { url: string; valueUrl?: string }[] }): string {
  if (!type.code.startsWith('http://hl7.org/fhirpath/System.')) return type.code;
  return type.extension?.find((ext) => ext.url.endsWith(FHIR_TYPE_EXTENSION))?.valueUrl ?? 'string';
}

function summaryType(type: ElementType): SummaryElementType {
  const code = typeCode(type);
  const targets = type.targetProfile?.map((profile) => profile.split('/').pop() ?? profile);
  return targets && targets.length > 0 ? { code, targets } : { code };
}

function summaryBinding(index: FhirIndex, binding: Binding): NonNullable<SummaryElement['binding']> {
  const canonical = binding.valueSet?.split('|')[0];
  const valueSet = canonical ? index.valueSets.get(canonical) : undefined;
  const name =
    valueSet?.title ?? valueSet?.name ?? binding.extension?.find((ext) => ext.url === BINDING_NAME)?.valueString;
  return {
    strength: binding.strength,
    ...(binding.valueSet ? { valueSet: binding.valueSet } : {}),
    ...(name ? { name } : {}),
  };
}

function summaryElement(index: FhirIndex, element: ElementDefinition): SummaryElement {
  const summary: SummaryElement = { path: element.path, min: element.min ?? 0, max: element.max ?? '*' };
  if (element.type && element.type.length > 0) summary.types = element.type.map(summaryType);
  if (element.contentReference) summary.contentReference = element.contentReference.replace(/^#/, '');
  if (element.short) summary.short = element.short;
  if (element.binding) summary.binding = summaryBinding(index, element.binding);
  if (element.isSummary) summary.summary = true;
  if (element.isModifier) summary.modifier = true;
  if (element.path.endsWith('[x]')) summary.choice = true;
  return summary;
}

/** The part of a shared search parameter's description that concerns `type`, as its first sentence. */
function searchDescription(param: SearchParameter, type: string): string {
  const text = param.description ?? '';
  if (!text.startsWith('Multiple Resources')) return firstSentence(text);
  const line = text.split(/\r?\n/).find((candidate) => candidate.includes(`[${type}](`));
  return firstSentence(line ? line.replace(/^\s*\*\s*\[[^\]]+\]\([^)]*\):\s*/, '') : text);
}

/** The text that defines a type, from where its page type says to read it (as its page does). */
function typeDefinition(info: TypeInfo): string {
  const root = info.sd.snapshot?.element[0];
  const fromDescription = PAGE_TYPES[info.category].source.definitionFrom === 'description';
  return (fromDescription ? info.sd.description : undefined) || (root?.definition ?? root?.short ?? info.name);
}

/** The summary of a type of the index; undefined when the index has no type by that name. */
export function typeSummary(index: FhirIndex, name: string): TypeSummary | undefined {
  const info = index.types.get(name);
  if (!info) return undefined;
  return {
    name,
    kind: info.sd.kind,
    pageType: info.category,
    description: firstSentence(typeDefinition(info)),
    route: pageRoute(info.category, name),
    elements: listedElements(info).map((element) => summaryElement(index, element)),
    searchParameters: (index.searchParams.get(name) ?? []).map((param) => ({
      code: param.code,
      type: param.type,
      ...(param.expression ? { expression: searchExpression(param, name) } : {}),
      description: searchDescription(param, name),
    })),
    constraints: pageConstraints(info).map((constraint) => ({
      key: constraint.key,
      severity: constraint.severity,
      human: constraint.human,
      ...(constraint.expression ? { expression: constraint.expression } : {}),
      on: constraint.on,
      ...(constraint.inheritedFrom ? { inheritedFrom: constraint.inheritedFrom } : {}),
    })),
  };
}

/** Every type of the index, by name, with its kind: what the summaries' index lists. */
export function typeSummaryIndex(index: FhirIndex): TypeSummaryIndex {
  return {
    types: [...index.types.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((info) => ({ name: info.name, kind: info.sd.kind, pageType: info.category })),
  };
}
