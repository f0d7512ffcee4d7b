/**
 * What the endpoint reads of the built site: its files by path, and where the
 * site is published. Each runtime gives its own reader: the project's server
 * reads its index of the build, a Pages Function the host's assets.
 */

export interface SiteFiles {
  /**
   * The text of a file of the built site by its URL path (`/llms.txt`,
   * `/docs/search.md`), or null when the site has no such file. Only paths the
   * endpoint builds itself are asked for; a reader still refuses anything that
   * is not a file the site serves.
   */
  text(path: string): Promise<string | null>;
}

/** A path segment as the site's files are named: no dot segments, no hidden files, no escapes left undecoded. */
export const PLAIN_SEGMENT = /^[A-Za-z0-9_$~@()+,=-][A-Za-z0-9_.$~@()+,=-]*$/;

/** A page served from this machine: any port of the loopback addresses, whose pages may call the endpoint. */
export const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

export interface McpSite {
  files: SiteFiles;
  /** The site's public address without a trailing slash, for the links answers give: `https://www.medplum.com`. */
  siteUrl: string;
}

/** A site file read as JSON; throws when the site has no such file, so that the search engine reports it unavailable. */
export async function readJson(files: SiteFiles, path: string): Promise<unknown> {
  const text = await files.text(path);
  if (text === null) throw new Error(`The site has no file ${path}.`);
  return JSON.parse(text) as unknown;
}
