/**
 * The search modal's keyboard shortcuts, written here so that the search
 * button does not import `@docsearch/react`'s main entry: that module also
 * holds the whole modal and its search client, and importing one hook from it
 * put about 105 KB (raw) of DocSearch into the JavaScript of every page. The
 * modal itself still loads from `@docsearch/react/modal` when it first opens.
 *
 * - Ctrl+K and Cmd+K open the modal, or close it when it is open.
 * - `/` opens it, unless the reader is typing in a field.
 * - Escape closes it.
 * - A letter or digit typed while the search button has the focus opens it
 *   with that key as the query (`onInput`).
 */
import { type RefObject, useEffect } from 'react';

interface Shortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement>;
}

/** What a key press asks of the modal. */
export type ShortcutAction = 'open' | 'close' | 'input' | null;

/** Where the reader is typing, so that `/` is theirs. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function shortcutAction(
  key: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  state: { isOpen: boolean; typing: boolean; onSearchButton: boolean },
): ShortcutAction {
  if (key.key.toLowerCase() === 'k' && (key.ctrlKey || key.metaKey)) return state.isOpen ? 'close' : 'open';
  if (state.isOpen) return key.key === 'Escape' ? 'close' : null;
  if (key.key === '/' && !state.typing) return 'open';
  const plainKey = !key.ctrlKey && !key.metaKey && !key.altKey;
  if (state.onSearchButton && plainKey && /^[a-z0-9]$/i.test(key.key)) return 'input';
  return null;
}

export function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, searchButtonRef }: Shortcuts): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event, {
        isOpen,
        typing: isTypingTarget(event.target),
        onSearchButton: searchButtonRef.current !== null && searchButtonRef.current === document.activeElement,
      });
      if (action === 'input') {
        onInput(event);
      } else if (action !== null) {
        event.preventDefault();
        if (action === 'open') onOpen();
        else onClose();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
