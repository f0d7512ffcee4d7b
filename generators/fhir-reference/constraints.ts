/**
 * The Constraints section of a type's page: every constraint its snapshot
 * holds, once per key, with the elements it sits on. Constraints another
 * type defines (DomainResource's dom-*, Extension's ext-1) are marked as
 * inherited; the universal ele-1 is one sentence instead of a row.
 */
import {
  type PageConstraint,
  UNIVERSAL_CONSTRAINT,
  pageConstraints,
  universalConstraint,
  type TypeInfo,
} from '../../packages/fhir-model';
import { constraintId } from './flags';
import { anchorHref, jsxString } from './mdx';
import { escapeJsxText } from '../../packages/common/src/html-entities';
import { tryButton } from './try-button';

const EXTENSION_ELEMENT = /(^|\.)(extension|modifierExtension)$/;

function onText(info: TypeInfo, constraint: PageConstraint, rowIds: Set<string>): string {
  if (constraint.on.length > 2 && constraint.on.every((path) => EXTENSION_ELEMENT.test(path))) {
    return 'every <code>extension</code> and <code>modifierExtension</code>';
  }
  return constraint.on
    .map((path) => {
      const label = escapeJsxText(path === '' ? info.name : path);
      return rowIds.has(path) ? `<a href="${anchorHref('', path)}">${label}</a>` : label;
    })
    .join(', ');
}

/** The section's body: the ele-1 sentence and the table (rowIds: the element rows of the page). */
export function constraintsSection(info: TypeInfo, rowIds: Set<string>): string {
  const parts: string[] = [];
  const universal = universalConstraint(info);
  if (universal) {
    parts.push(
      `<p>Every element also carries <code>${UNIVERSAL_CONSTRAINT}</code>, which the table leaves out: ${escapeJsxText(universal.human)} (<code>${jsxString(universal.expression ?? '')}</code>).</p>`,
    );
  }
  const constraints = pageConstraints(info);
  if (constraints.length === 0) {
    parts.push(`<p>${escapeJsxText(info.name)} has no other constraints.</p>`);
    return parts.join('\n\n');
  }
  const rows = constraints.map(
    (c) =>
      `<tr id="${escapeJsxText(constraintId(c.key))}"><td className="fhir-key"><code>${escapeJsxText(c.key)}</code></td><td>${c.severity}</td>` +
      `<td>${escapeJsxText(c.human)}<div className="fhir-on">On ${onText(info, c, rowIds)}` +
      `${c.inheritedFrom ? `, inherited from ${escapeJsxText(c.inheritedFrom)}` : ''}</div></td>` +
      `<td><code>${jsxString(c.expression ?? '')}</code>` +
      (c.expression ? tryButton('constraint', c.key, info.name, c.on) : '') +
      '</td></tr>',
  );
  parts.push(
    [
      '<div className="fhir-table fhir-rules"><table>',
      '<thead><tr><th>Key</th><th>Severity</th><th>Rule</th><th>Expression</th></tr></thead>',
      '<tbody>',
      ...rows,
      '</tbody></table></div>',
    ].join('\n'),
  );
  return parts.join('\n\n');
}
