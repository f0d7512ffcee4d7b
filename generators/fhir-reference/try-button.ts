/**
 * The Try button the FHIR reference generator writes into a search parameter
 * or constraint row, as MDX markup. client/TryButtons.tsx handles every button
 * of a page with one listener; it reads the expression from the row's last
 * cell and what to run from these data attributes.
 */
import { escapeJsxText } from '../../packages/common/src/html-entities';

export function tryButton(kind: 'search' | 'constraint', name: string, type: string, on: string[] = []): string {
  const label =
    kind === 'search'
      ? `Try the ${name} search parameter on the example ${type}`
      : `Check constraint ${name} on the example ${type}`;
  // Full element paths, without the [x] of choice elements: `Patient.contact`, or `Patient` for the type itself.
  const paths = on.map((path) => (path === '' ? type : `${type}.${path.replace(/\[x\]/g, '')}`));
  const onAttribute = kind === 'constraint' ? ` data-on="${escapeJsxText(paths.join(' '))}"` : '';
  return (
    ` <button type="button" className="fhir-try" data-try="${kind}" data-name="${escapeJsxText(name)}"${onAttribute}` +
    ` aria-label="${escapeJsxText(label)}">${kind === 'search' ? 'Try' : 'Check'}</button>`
  );
}
