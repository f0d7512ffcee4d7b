/**
 * The binding of a coded element: which value set its codes come from and
 * how strictly. The value set's name comes from valuesets.json; a value set
 * of the core specification (canonical http://hl7.org/fhir/ValueSet/<id>)
 * links to its page in the R4 specification, as the site has no value set
 * pages. Others show their name only.
 */
import type { Binding, FhirIndex } from '../../packages/fhir-model';
import { escapeJsxText } from '../../packages/common/src/html-entities';

const CORE_VALUE_SET = 'http://hl7.org/fhir/ValueSet/';
const BINDING_NAME = 'http://hl7.org/fhir/StructureDefinition/elementdefinition-bindingName';

/** What each strength asks of a code, for its tooltip. */
const STRENGTH_MEANING: Record<Binding['strength'], string> = {
  required: 'Codes must come from this value set',
  extensible: 'Use a code of this value set when one fits',
  preferred: 'Codes of this value set are recommended',
  example: 'This value set only shows the kind of codes meant',
};

interface ResolvedBinding {
  name: string;
  strength: Binding['strength'];
  /** The specification's page of the value set, when it is a core one. */
  href: string | null;
}

function resolveBinding(index: FhirIndex, binding: Binding): ResolvedBinding {
  const canonical = binding.valueSet?.split('|')[0];
  const valueSet = canonical ? index.valueSets.get(canonical) : undefined;
  const bindingName = binding.extension?.find((ext) => ext.url === BINDING_NAME)?.valueString;
  const name = valueSet?.title ?? valueSet?.name ?? bindingName ?? canonical?.split('/').pop() ?? 'unnamed';
  const href =
    valueSet && canonical?.startsWith(CORE_VALUE_SET)
      ? `https://hl7.org/fhir/R4/valueset-${encodeURIComponent(valueSet.id)}.html`
      : null;
  return { name, strength: binding.strength, href };
}

/** The binding line under a coded element's description. */
export function bindingNote(index: FhirIndex, binding: Binding): string {
  const { name, strength, href } = resolveBinding(index, binding);
  const label = escapeJsxText(name);
  const target = href ? `<a href="${escapeJsxText(href)}">${label}</a>` : label;
  return `<div className="fhir-bind">Binding: ${target} (<abbr title="${STRENGTH_MEANING[strength]}">${strength}</abbr>)</div>`;
}
