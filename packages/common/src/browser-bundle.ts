/**
 * The esbuild options for a script the site hands to browsers outside
 * webpack (the runnable samples' workers, the search bench's engine clients):
 * one minified classic script with its dependencies, for the browsers the
 * site supports, returned in memory.
 */
export const BROWSER_BUNDLE = {
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  write: false,
  logLevel: 'silent',
} as const;
