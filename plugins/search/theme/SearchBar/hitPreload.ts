/**
 * Loads the code of the hit a reader selects with the arrow keys in the open
 * modal, as pointing at it does (ResultLink). DocSearch selects the first hit
 * of every new list by itself; that selection loads nothing, or every
 * keystroke would fetch the code of some page.
 */
import { useEffect } from 'react';
import { preloadHit } from './ResultLink';

const MOVES = new Set(['ArrowDown', 'ArrowUp']);

/** The address of the selected hit under `root` (modalAccessibility.ts moves aria-selected onto the link). */
export function selectedHitUrl(root: ParentNode): string | null {
  const link = root.querySelector('.DocSearch-Hit a[aria-selected="true"], .DocSearch-Hit[aria-selected="true"] a');
  return link?.getAttribute('href') ?? null;
}

/** While `isOpen`, preloads the page of each hit the reader moves the selection to. */
export function useSelectedHitPreload(root: HTMLElement | null, isOpen: boolean): void {
  useEffect(() => {
    if (!root || !isOpen) return undefined;
    let frame = 0;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!MOVES.has(event.key)) return;
      cancelAnimationFrame(frame);
      // DocSearch moves the selection in its own handler of this key; the markup shows it by the next frame.
      frame = requestAnimationFrame(() => preloadHit(selectedHitUrl(root)));
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
    };
  }, [root, isOpen]);
}
