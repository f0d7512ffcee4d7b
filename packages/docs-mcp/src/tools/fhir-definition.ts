/**
 * `get_fhir_definition`: a FHIR or Medplum type's summary, which the build
 * writes from the same definitions the reference pages are generated from
 * (packages/fhir-model's type summaries, written by plugins/fhir-tools into
 * `/fhir-tools/summaries/`), written out compactly for an assistant. A name
 * in the wrong case finds its type; a name of no type gets the nearest.
 */
import {
  SUMMARIES_INDEX_FILE,
  summaryFileName,
  type SummaryElement,
  type TypeSummary,
  type TypeSummaryIndex,
} from '../../../fhir-model/worker';
import { editDistance } from '../../../search/browser';
import { type McpSite, readJson } from '../site';
import { capText } from '../text';

/** Where the build serves the summaries. */
const SUMMARIES_URL_PATH = '/fhir-tools/summaries/';

type DefinitionAnswer = { ok: true; text: string } | { ok: false; message: string };

export interface FhirDefinitions {
  describe(type: string): Promise<DefinitionAnswer>;
}

const KIND_NAMES: Record<TypeSummary['kind'], string> = {
  resource: 'resource type',
  'complex-type': 'data type',
  'primitive-type': 'primitive data type',
  logical: 'logical model',
};

function typeText(element: SummaryElement): string {
  if (element.contentReference) return `see ${element.contentReference}`;
  return (element.types ?? [])
    .map((type) => (type.targets?.length ? `${type.code}(${type.targets.join(' | ')})` : type.code))
    .join(' | ');
}

function elementLine(element: SummaryElement): string {
  const flags = [element.summary ? 'Σ' : '', element.modifier ? '?!' : ''].filter(Boolean).join(' ');
  const binding = element.binding
    ? `; binding ${element.binding.strength}${element.binding.valueSet ? ` to ${element.binding.valueSet}` : ''}${element.binding.name ? ` (${element.binding.name})` : ''}`
    : '';
  const short = element.short ? ` — ${element.short}` : '';
  return `- ${element.path} ${element.min}..${element.max} ${typeText(element)}${flags ? ` ${flags}` : ''}${short}${binding}`;
}

/** The summary as compact text: one line per element, search parameter and constraint. */
function summaryText(summary: TypeSummary, siteUrl: string): string {
  const lines = [
    `${summary.name} (${KIND_NAMES[summary.kind]}): ${summary.description}`,
    `Reference page: ${siteUrl}${summary.route}`,
    '',
    `Elements (path, cardinality, types; Σ in the summary view, ?! a modifier):`,
    ...summary.elements.map(elementLine),
  ];
  if (summary.searchParameters.length > 0) {
    lines.push('', 'Search parameters (code, type: FHIRPath expression — description):');
    for (const param of summary.searchParameters) {
      lines.push(
        `- ${param.code} (${param.type})${param.expression ? `: ${param.expression}` : ''} — ${param.description}`,
      );
    }
  }
  if (summary.constraints.length > 0) {
    lines.push('', 'Constraints (key, severity, where: rule — FHIRPath expression):');
    for (const constraint of summary.constraints) {
      const where = constraint.on.map((on) => (on ? `${summary.name}.${on}` : summary.name)).join(', ');
      const from = constraint.inheritedFrom ? ` (from ${constraint.inheritedFrom})` : '';
      lines.push(
        `- ${constraint.key} (${constraint.severity}) on ${where}${from}: ${constraint.human}${constraint.expression ? ` — ${constraint.expression}` : ''}`,
      );
    }
  }
  return lines.join('\n');
}

export function fhirDefinitions(site: McpSite): FhirDefinitions {
  let index: Promise<TypeSummaryIndex> | undefined;
  const names = (): Promise<TypeSummaryIndex> => {
    index ??= readJson(site.files, `${SUMMARIES_URL_PATH}${SUMMARIES_INDEX_FILE}`) as Promise<TypeSummaryIndex>;
    index.catch(() => {
      index = undefined;
    });
    return index;
  };
  return {
    async describe(type) {
      const { types } = await names();
      const wanted = type.trim();
      const found =
        types.find((entry) => entry.name === wanted) ??
        types.find((entry) => entry.name.toLowerCase() === wanted.toLowerCase());
      if (!found) {
        const near = types
          .map((entry) => ({
            name: entry.name,
            distance: editDistance(entry.name.toLowerCase(), wanted.toLowerCase(), 3),
          }))
          .filter((entry) => entry.distance <= 3)
          .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
          .slice(0, 5)
          .map((entry) => entry.name);
        return {
          ok: false,
          message: `Medplum 2.0.25 has no FHIR or Medplum type named "${wanted.slice(0, 64)}".${near.length ? ` The nearest: ${near.join(', ')}.` : ''}`,
        };
      }
      const summary = (await readJson(
        site.files,
        `${SUMMARIES_URL_PATH}${summaryFileName(found.name)}`,
      )) as TypeSummary;
      return { ok: true, text: capText(summaryText(summary, site.siteUrl)) };
    },
  };
}
