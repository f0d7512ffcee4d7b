/**
 * The docs plugin's global data without its list of every doc.
 *
 * Global data is part of main.js, which every page of the site loads. The
 * classic docs plugin puts there, per version, the id, path and sidebar of
 * every doc (about 45 KB for this site's 470 docs, growing with each page);
 * the theme reads the list only to find the doc at the current address, for
 * navbar items of the `doc` and `docSidebar` types and for version banners
 * and dropdowns. The site has one version and links its navbar to the docs
 * by address (config/navbar.ts), so the list is left out. What stays: each
 * version's path, name and main doc, and the first link of each sidebar.
 */
import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';

export function withoutDocList(data: GlobalPluginData): GlobalPluginData {
  return { ...data, versions: data.versions.map((version) => ({ ...version, docs: [] })) };
}
