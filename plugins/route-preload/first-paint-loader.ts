/**
 * The inline script at the end of every page that starts the site's scripts
 * once the page has painted.
 *
 * Every page is complete HTML, so its first paint needs only the HTML and the
 * stylesheet. When the scripts were named in the HTML (preload links in the
 * head, script tags in the body), the browser fetched them at once, 114 to
 * 170 KB of brotli beside a 20 KB stylesheet, and on a slow connection the
 * stylesheet, and with it the first paint, waited for bandwidth the scripts
 * took. This script reads the entry scripts and the page's chunks from its own
 * `data-entries` and `data-chunks` attributes and adds them once the next
 * frame has been painted and a second has begun (a frame can reach the screen
 * well after the main thread has drawn it): the entry scripts as ordered scripts (`async = false` runs them in
 * the order given), the chunks as preloads, which the runtime's own script
 * tags then take from the memory cache. A tab that is hidden does not paint,
 * so there it starts them at once, or as soon as it turns hidden.
 *
 * Its text must not change from page to page: the Content-Security-Policy
 * allows inline scripts by hash (server/build-manifest.ts), one per distinct
 * text. The build minifies it; the test in tests/first-paint-loader.test.ts
 * runs it against a stub document.
 */
/** The attributes of the loader's script tag that name a page's scripts, site-relative and space-separated. */
export const ENTRIES_ATTRIBUTE = 'data-entries';
export const CHUNKS_ATTRIBUTE = 'data-chunks';

export const FIRST_PAINT_LOADER = `
(function (loader) {
  var started = false;
  function names(attribute) {
    var value = loader.getAttribute(attribute);
    return value ? value.split(' ') : [];
  }
  function start() {
    if (started) return;
    started = true;
    names('${ENTRIES_ATTRIBUTE}').forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.fetchPriority = 'high';
      document.body.appendChild(script);
    });
    names('${CHUNKS_ATTRIBUTE}').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start);
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  });
})(document.currentScript);
`;

/** The scripts a built page's loader names: the entry scripts in the order they run, then the page's chunks. */
export function loaderScripts(html: string): { entries: string[]; chunks: string[] } {
  const tag = html.match(new RegExp(`<script\\b[^>]*\\s${ENTRIES_ATTRIBUTE}="[^"]*"[^>]*>`))?.[0] ?? '';
  const list = (attribute: string) =>
    (tag.match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1] ?? '').split(' ').filter(Boolean);
  return { entries: list(ENTRIES_ATTRIBUTE), chunks: list(CHUNKS_ATTRIBUTE) };
}
