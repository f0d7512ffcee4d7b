/// <reference types="webpack/module" />
/**
 * The text of each product's example file (src/data/samples/products), for the
 * page to show. Webpack bundles every file of the folder as text (the `?raw`
 * rule of plugins/source-imports.ts), so adding a product is adding its data
 * file and its example file, nothing here.
 */
const sources = require.context('../../data/samples/products?raw', false, /\.(ts|tsx|json|sh)$/);

/** The text of the example file `file`, such as `bots.ts`. */
export function exampleSource(file: string): string {
  return sources(`./${file}`) as string;
}
