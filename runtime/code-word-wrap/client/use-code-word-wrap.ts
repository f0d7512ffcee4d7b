/**
 * The code block's word wrap, written here in place of theme-common's
 * `useCodeWordWrap`. The stock hook gives every block a resize listener and a
 * mutation observer, measures the block in an effect (a forced layout per
 * block while the page hydrates) and sets state twice, so every block
 * rendered again right after hydration. Here one ResizeObserver serves every
 * block (scrollable-watcher.ts) and a block renders again only when it turns
 * out to be scrollable. The toggle is the stock one.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { unstable_batchedUpdates } from 'react-dom';
import { scrollableWatcher, type ScrollableWatcher } from './scrollable-watcher';

let shared: ScrollableWatcher | undefined;

export interface CodeWordWrap {
  codeBlockRef: RefObject<HTMLPreElement>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

export function useCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof ResizeObserver === 'undefined') return undefined;
    shared ??= scrollableWatcher(ResizeObserver, unstable_batchedUpdates);
    return shared.watch(pre, setIsCodeScrollable);
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
