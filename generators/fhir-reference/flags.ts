/**
 * The Flags cell of an element row, as the specification marks elements:
 * Σ (part of the summary), ?! (modifier) and I (has constraints beyond the
 * universal ele-1). The legend, once per page, says what the symbols mean;
 * each symbol carries its meaning as its accessible name.
 */
import { type ElementDefinition, UNIVERSAL_CONSTRAINT } from '../../packages/fhir-model';
import { anchorHref } from './mdx';
import { escapeJsxText } from '../../packages/common/src/html-entities';

export { UNIVERSAL_CONSTRAINT };

/** The keys of the constraints an element shows its I flag for. */
function flaggedConstraints(element: ElementDefinition): string[] {
  const keys = (element.constraint ?? []).map((c) => c.key).filter((key) => key !== UNIVERSAL_CONSTRAINT);
  return [...new Set(keys)];
}

/** The id of a constraint's row in the Constraints section. */
export function constraintId(key: string): string {
  return `constraint-${key}`;
}

/** The flags of one element, as JSX for its cell (empty when it has none). */
export function flagsCell(element: ElementDefinition): string {
  const flags: string[] = [];
  if (element.isSummary) {
    flags.push('<abbr title="In summary">Σ</abbr>');
  }
  if (element.isModifier) {
    const reason = element.isModifierReason ? `Modifier: ${element.isModifierReason}` : 'Modifier';
    flags.push(`<abbr title="${escapeJsxText(reason)}">?!</abbr>`);
  }
  const keys = flaggedConstraints(element);
  if (keys.length > 0) {
    flags.push(
      `<a href="${anchorHref('', constraintId(keys[0]))}" aria-label="Constraints: ${escapeJsxText(keys.join(', '))}">I</a>`,
    );
  }
  return flags.join(' ');
}

/** What the symbols of the Flags column and the binding strengths mean, once per page. */
export function flagsLegend(): string {
  return (
    '<p className="fhir-legend">' +
    '<strong>Flags:</strong> <b>Σ</b> part of the summary view the FHIR specification defines for <code>_summary=true</code> ' +
    '(the Medplum 2.0.25 server reads any <code>_summary</code> as <code>_summary=count</code> and returns only the total); ' +
    '<b>?!</b> modifier: its value can change the meaning of the resource, so a reader must understand it (hover for why); ' +
    '<b>I</b> has constraints (see <a href="#constraints">Constraints</a>). ' +
    '<strong>Binding strengths:</strong> <i>required</i> codes must come from the value set; ' +
    '<i>extensible</i> use its code when one fits, another code otherwise; ' +
    '<i>preferred</i> its codes are recommended; <i>example</i> it only shows the kind of codes meant.' +
    '</p>'
  );
}
