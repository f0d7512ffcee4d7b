/**
 * Stands in, in the browser build only, for the theme's client module that
 * imported Prism and added the configured languages on every page load
 * (see runtime/lazy-prism/index.ts). `setup.ts` adds them when Prism loads.
 */
export {};
