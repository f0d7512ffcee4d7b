/** Type names of element definitions: their codes, their pages, choice element names. */
import { type ElementType, type FhirIndex, pageRoute } from '../../packages/fhir-model';

/** The site path of a type's page, or null when the site has none. */
export function typePath(index: FhirIndex, name: string): string | null {
  const info = index.types.get(name);
  return info ? pageRoute(info.category, name) : null;
}

/** The FHIR type code of an element type (FHIRPath system types name their FHIR type in an extension). */
export function typeCode(type: ElementType & { extension?: { url: string; valueUrl?: string }[] }): string {
  if (type.code.startsWith('http://hl7.org/fhirpath/System.')) {
    return type.extension?.find((ext) => ext.url.endsWith('structuredefinition-fhir-type'))?.valueUrl ?? 'string';
  }
  return type.code;
}

/** `deceased[x]` as `deceasedBoolean` for the type code `boolean`. */
export function choiceName(name: string, typeCodeValue: string): string {
  return name.replace(/\[x\]$/, typeCodeValue.charAt(0).toUpperCase() + typeCodeValue.slice(1));
}
