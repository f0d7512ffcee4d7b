/**
 * Docusaurus's route preloading in the browser build (see ../index.ts), which
 * also fetches the markup of the page's static blocks (page-markup.ts).
 * Docusaurus preloads a route when a link to it is hovered and before it
 * renders the route after a client-side navigation, so the blocks are there
 * when the page renders.
 */
import stockPreload from '@docusaurus/core/lib/client/preload.js';
import { fetchPageMarkup } from './page-markup';

export default function preload(pathname: string): Promise<unknown> {
  return Promise.all([stockPreload(pathname), fetchPageMarkup(pathname)]);
}
