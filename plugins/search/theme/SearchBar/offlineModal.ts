/**
 * DocSearch 3.9 always renders "Search by Algolia" (a logo and a link to
 * algolia.com) in its modal's footer, and no prop turns it off. While the
 * offline index answers, no search goes to Algolia, so this takes the logo
 * out of the DOM after every render of the open modal and marks the modal's
 * container with `data-search-offline`, which modal.css uses to lay out the
 * footer that is left: the keyboard hints on wide screens, nothing on narrow
 * ones (DocSearch hides the hints there).
 *
 * React never updates the logo after it first renders it and removes the
 * whole modal when it closes, so taking the logo out does not disturb it.
 */
import { useEffect } from 'react';

/** Idempotent: a second run on the same markup changes nothing. */
export function stripHostedBranding(root: ParentNode): void {
  root.querySelectorAll('.DocSearch-Logo').forEach((logo) => logo.remove());
  const container = root.querySelector('.DocSearch-Container');
  if (container && !container.hasAttribute('data-search-offline')) {
    container.setAttribute('data-search-offline', '');
  }
}

/** While `active` (the modal is open and the offline index answers), keeps the modal under `root` stripped. */
export function useOfflineModal(root: HTMLElement | null, active: boolean): void {
  useEffect(() => {
    if (!root || !active) return undefined;
    stripHostedBranding(root);
    const observer = new MutationObserver(() => stripHostedBranding(root));
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [root, active]);
}
