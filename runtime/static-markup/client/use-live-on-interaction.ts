/**
 * Server markup that becomes live React the first time a reader reaches it.
 *
 * A code block's buttons (copy, word wrap) are invisible until the pointer
 * is over the block or a button has the keyboard's focus, yet each block's
 * components were a dozen fibers of the page's hydration; the SDK class page
 * has over a hundred blocks. A block kept as server markup (server-markup.ts)
 * renders its live components the first time the pointer enters it, a finger
 * touches it, focus moves into it or something clicks in it, before the
 * event reaches its target. The new markup takes the place of the old in the
 * same task (`flushSync`); the element that had focus, or was clicked, is
 * found again in the new markup by its place among the block's focusable
 * elements, and gets the focus, or the click, itself.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The elements of a block that can take focus or a click: found again after the block renders anew by their index. */
export const FOCUSABLE = 'button, a[href], [tabindex]';

/** The index of `target`'s focusable element among `root`'s, or -1. */
export function focusableIndex(root: Element, target: EventTarget | null): number {
  if (!(target instanceof Element)) return -1;
  const focusable = target.closest(FOCUSABLE);
  if (!focusable || !root.contains(focusable)) return -1;
  return [...root.querySelectorAll(FOCUSABLE)].indexOf(focusable);
}

export interface LiveOnInteraction<T extends HTMLElement> {
  /** False while the block is the server's markup. */
  live: boolean;
  /**
   * For the element that holds the server's markup while `live` is false, and
   * for the live block's root, which must be a new element (a different React
   * key): React does not promise to turn inner HTML into children in place.
   */
  ref: RefObject<T>;
}

/** `live` is true from the start when `hasServerMarkup` is false (on the server, and after a client-side navigation). */
export function useLiveOnInteraction<T extends HTMLElement>(hasServerMarkup: boolean): LiveOnInteraction<T> {
  const [live, setLive] = useState(!hasServerMarkup);
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (live || !element) return undefined;
    const upgrade = (event: Event) => {
      const index = focusableIndex(element, event.target);
      const hadFocus = element.contains(document.activeElement);
      flushSync(() => setLive(true));
      const root = ref.current;
      const found = index >= 0 && root ? root.querySelectorAll<HTMLElement>(FOCUSABLE)[index] : undefined;
      if (!found) return;
      if (event.type === 'click') {
        // The click reached a node that is gone; the same control in the new markup gets it.
        event.stopPropagation();
        found.click();
      } else if (event.type === 'focusin' || hadFocus) {
        found.focus({ preventScroll: true });
      }
    };
    const events = ['pointerover', 'touchstart', 'focusin', 'click'] as const;
    events.forEach((type) => element.addEventListener(type, upgrade, { capture: true, passive: true }));
    return () => events.forEach((type) => element.removeEventListener(type, upgrade, { capture: true }));
  }, [live]);

  return { live, ref };
}
