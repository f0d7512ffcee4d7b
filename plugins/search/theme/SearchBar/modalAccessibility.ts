/**
 * DocSearch 3.9 renders its modal with ARIA that contradicts itself
 * (algolia/docsearch#1370, still open), and no prop of DocSearchModal changes
 * that markup. While the modal is open, this corrects it after every render:
 * - the full-screen backdrop is announced as a button (role="button",
 *   tabindex="0", combobox attributes) that holds the whole search form: it
 *   becomes a plain element, and the modal box becomes the dialog, named by
 *   the search field's label;
 * - the modal's <header> and <footer> count as a second banner and
 *   contentinfo landmark of the page: they get role="none";
 * - each hit is an option (<li role="option">) holding a link, so a control
 *   sits inside a control: the option role, the id the search field's
 *   aria-activedescendant names and aria-selected move onto the link, which
 *   keeps working as a link (click, middle-click, copy address);
 * - every list has the id "docsearch-list" while the field's aria-controls
 *   names "docsearch-<source>-list": each list gets the id that names it;
 * - the field's aria-controls also names the lists of sources without hits,
 *   which are not rendered (the offline client's hidden suggestion hits make
 *   such sources, see client/docsearch-client.ts): it keeps only the lists
 *   that are there.
 * modal.css restyles the selected hit from the link's aria-selected.
 */
import { useEffect } from 'react';

function setAttribute(element: Element | null, name: string, value: string): void {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function removeAttributes(element: Element | null, names: readonly string[]): void {
  for (const name of names) {
    if (element?.hasAttribute(name)) element.removeAttribute(name);
  }
}

/** Moves the option semantics of a hit's <li> onto the link inside it. */
function repairHit(item: Element): void {
  const link = item.querySelector(':scope > a');
  if (!link) return;
  for (const name of ['id', 'aria-selected']) {
    const value = item.getAttribute(name);
    if (value !== null) {
      link.setAttribute(name, value);
      item.removeAttribute(name);
    }
  }
  setAttribute(item, 'role', 'none');
  setAttribute(link, 'role', 'option');
}

/** Idempotent: a second run on the same markup changes nothing. */
export function repairModal(root: ParentNode): void {
  removeAttributes(root.querySelector('.DocSearch-Container'), [
    'role',
    'tabindex',
    'aria-expanded',
    'aria-haspopup',
    'aria-controls',
    'aria-labelledby',
  ]);
  const modal = root.querySelector('.DocSearch-Modal');
  setAttribute(modal, 'role', 'dialog');
  setAttribute(modal, 'aria-modal', 'true');
  setAttribute(modal, 'aria-labelledby', 'docsearch-label');
  setAttribute(root.querySelector('.DocSearch-Modal > header'), 'role', 'none');
  setAttribute(root.querySelector('.DocSearch-Modal > footer'), 'role', 'none');
  root.querySelectorAll('li.DocSearch-Hit').forEach(repairHit);
  root.querySelectorAll('[role="listbox"]').forEach((list) => {
    const option = list.querySelector('[role="option"][id]');
    if (option) setAttribute(list, 'id', option.id.replace(/-item-\d+$/, '-list'));
  });
  const input = root.querySelector('.DocSearch-Input');
  const controls = input?.getAttribute('aria-controls');
  if (input && controls != null) {
    const present = controls.split(' ').filter((id) => id && root.querySelector(`[id="${id}"][role="listbox"]`));
    setAttribute(input, 'aria-controls', present.join(' '));
  }
}

/** While `isOpen`, keeps the modal rendered under `root` repaired. */
export function useAccessibleModal(root: HTMLElement | null, isOpen: boolean): void {
  useEffect(() => {
    if (!root || !isOpen) return undefined;
    repairModal(root);
    const observer = new MutationObserver(() => repairModal(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    return () => observer.disconnect();
  }, [root, isOpen]);
}
