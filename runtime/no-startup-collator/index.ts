import type { Plugin } from '@docusaurus/types';

/**
 * Keeps the browser from building an ICU collator while a page starts.
 *
 * The first `localeCompare` a page calls makes Chromium build the collator
 * for its locale: 75 to 166 ms with Lighthouse's 4x CPU slowdown on this
 * machine, against well under a millisecond for each later call. Docusaurus
 * 2.4.1 made that first call while hydrating almost every page:
 * theme-common's `useShallowMemoObject` sorts an object's keys with
 * `localeCompare`, and each code block (through the word-wrap button's
 * mutation observer) and a docs page's mobile menu call it.
 *
 * This webpack loader rewrites that one sort, in the browser and server
 * builds alike, to compare code units (key-order.ts). No other
 * `localeCompare` runs at startup: the browser test in tests/ counts them.
 */
const REACT_UTILS = /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

export default function noStartupCollatorPlugin(): Plugin {
  return {
    name: 'no-startup-collator',
    configureWebpack() {
      return {
        module: { rules: [{ test: REACT_UTILS, enforce: 'pre', use: [require.resolve('./loader.ts')] }] },
      };
    },
  };
}
