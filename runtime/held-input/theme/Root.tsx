/**
 * Wraps the theme's Root (@theme-init/Root, Docusaurus's own, which renders
 * its children). Once the page has hydrated and every effect of that first
 * render has run (a parent's effect runs after its children's, and the timer
 * after all of them, and after what they rendered anew), the key presses and
 * clicks that inline/hold-input.js held are given to the page.
 */
import React, { useEffect, type ReactNode } from 'react';
import Root from '@theme-init/Root';

declare global {
  interface Window {
    __heldInput?: { replay(): void };
  }
}

export default function RootReplayingHeldInput({ children }: { children: ReactNode }): JSX.Element {
  useEffect(() => {
    const timer = window.setTimeout(() => window.__heldInput?.replay(), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return <Root>{children}</Root>;
}
