import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { inlineScript } from '../inline-script';

/**
 * Holds the reader's input until the page can answer it.
 *
 * A page's scripts arrive after its first paint (route-preload), and React
 * hydrates it after that, so for a while the page shows controls that do
 * nothing: a press of Ctrl+K or a tap on the menu button was simply lost.
 * `inline/hold-input.js`, first in every page's head, holds those presses and
 * clicks; `theme/Root.tsx` gives them to the page once it has hydrated.
 */
export function holdInputScript(): string {
  return inlineScript(path.join(__dirname, 'inline', 'hold-input.js'));
}

export default function heldInputPlugin(): Plugin {
  const script = holdInputScript();
  return {
    name: 'held-input',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
