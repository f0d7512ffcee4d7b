/**
 * The "Build a search request" section of a generated FHIR page (called by
 * generators/fhir-reference/render.ts after the search parameters table): a
 * heading, the import of the builder and the builder with only this page's
 * parameters, compactly (code, type and a reference's target types, in one
 * attribute string: see formatParams). The
 * builder's own texts live in the component, so the page holds nothing else.
 */
import { type ParamSpec, formatParams, isSearchable, isSearchType } from './request';

/** A search parameter as the definitions hold it; only what the builder needs is read. */
export interface SearchParameterInput {
  code: string;
  type: string;
  target?: string[];
}

/**
 * A reference parameter with more targets than this points to any resource
 * type (the definitions list all 145): its targets are left out of the props.
 */
const MAX_LISTED_TARGETS = 20;

/** The builder's props for a page: the parameters it can search on, in the table's order. */
export function builderParams(params: readonly SearchParameterInput[]): ParamSpec[] {
  return params.flatMap((param): ParamSpec[] => {
    if (!isSearchType(param.type) || !isSearchable(param.type)) return [];
    const targets = param.type === 'reference' ? [...(param.target ?? [])].sort() : [];
    const listed = targets.length > 0 && targets.length <= MAX_LISTED_TARGETS;
    return [listed ? [param.code, param.type, targets] : [param.code, param.type]];
  });
}

const BUILDER_HEADING = 'Build a search request';

/** The MDX blocks of the section, or none when the page has no parameter the builder can search on. */
export function searchBuilderSections(resource: string, params: readonly SearchParameterInput[]): string[] {
  const specs = builderParams(params);
  if (specs.length === 0) return [];
  const attribute = formatParams(specs);
  // Codes and type names are letters, digits, `-` and `_`: nothing in the attribute needs escaping.
  if (!/^[\w:, -]*$/.test(attribute) || !/^[A-Za-z]+$/.test(resource)) {
    throw new Error(`${resource}: a search parameter code the builder's props cannot hold: ${attribute}`);
  }
  return [`## ${BUILDER_HEADING}`, `<SearchRequestBuilder resource="${resource}" params="${attribute}" />`];
}
