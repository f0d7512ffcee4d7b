/**
 * `get_page`: a page's Markdown copy (plugins/markdown-twins writes one next
 * to every doc and post), by its path or its address on the site. Long pages
 * come in parts: the answer says which offset to ask for next.
 */
import { MAX_RESULT_CHARS } from '../limits';
import { type McpSite, PLAIN_SEGMENT } from '../site';

export type PageAnswer = { ok: true; text: string } | { ok: false; message: string };

/**
 * The URL path of the Markdown copy a reader's reference names, or a
 * sentence saying why there is none: a path (`/docs/search`, `docs/search`),
 * an address on the site (`https://www.medplum.com/docs/search#sorting`), or
 * the copy's own (`/docs/search.md`). Another site's address, dot segments and
 * hidden files are refused.
 */
function twinPathOf(reference: string, siteUrl: string): { path: string } | { message: string } {
  let value = reference.trim();
  const site = new URL(siteUrl);
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { message: `"${reference}" is not a URL or a path.` };
    }
    const host = url.hostname.replace(/^www\./, '');
    if (!/^https?:$/.test(url.protocol) || host !== site.hostname.replace(/^www\./, '')) {
      return { message: `Only pages of ${siteUrl} can be read; "${reference}" is elsewhere.` };
    }
    value = url.pathname;
  }
  value = value.replace(/[?#].*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return { message: `"${reference}" holds a malformed escape.` };
  }
  const segments = decoded
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/(\.md|\.html|\/index\.html)$/, '')
    .split('/');
  if (segments.length === 1 && segments[0] === '') {
    return { message: 'The home page has no Markdown copy; /llms.txt lists every page that has one.' };
  }
  if (!segments.every((segment) => PLAIN_SEGMENT.test(segment))) {
    return { message: `"${reference}" is not the path of a page of ${siteUrl}.` };
  }
  return { path: `/${segments.join('/')}.md` };
}

/** The copy's text from `offset`, at most MAX_RESULT_CHARS of it, with a note where it continues. */
export async function getPage(site: McpSite, reference: string, offset = 0): Promise<PageAnswer> {
  const twin = twinPathOf(reference, site.siteUrl);
  if ('message' in twin) return { ok: false, message: twin.message };
  const text = await site.files.text(twin.path);
  if (text === null) {
    return {
      ok: false,
      message: `No page at ${site.siteUrl}${twin.path.slice(0, -3)} has a Markdown copy. Docs and blog posts have one; the home and product pages do not. Find pages with search_docs, or in the lists of the llms.txt resources.`,
    };
  }
  if (offset >= text.length && offset > 0) {
    return { ok: false, message: `The page has ${text.length} characters; offset ${offset} is past its end.` };
  }
  let end = Math.min(text.length, offset + MAX_RESULT_CHARS);
  if (end < text.length) {
    // Cut at a line's end when one is near, so no line of a table or code block is split.
    const lineEnd = text.lastIndexOf('\n', end);
    if (lineEnd > offset + MAX_RESULT_CHARS / 2) end = lineEnd + 1;
  }
  const part = text.slice(offset, end);
  const header = `Source: ${site.siteUrl}${twin.path}`;
  const note =
    end < text.length
      ? `\n\n[Characters ${offset} to ${end} of ${text.length}. Call get_page again with offset ${end} for the rest.]`
      : offset > 0
        ? `\n\n[Characters ${offset} to ${end} of ${text.length}: the end of the page.]`
        : '';
  return { ok: true, text: `${header}\n\n${part}${note}` };
}
