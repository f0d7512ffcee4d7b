/**
 * What the server makes of a request-target: a path to look up (with the
 * query, `?…` or empty), a redirect to the clean form of the path, or a
 * refusal. Never throws.
 */
export type Target =
  | { kind: 'path'; path: string; query: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'refuse'; status: 400 | 414; reason: string };

/** Longer request-targets are refused with 414; no page of the site comes near. */
const MAX_TARGET_LENGTH = 2048;

/** Characters a path segment may carry unencoded (RFC 3986 pchar, minus `/`). */
const PCHAR_KEPT = /%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/g;

/** One decoded segment as it goes back into a URL: `/`, `\`, `%` and controls stay encoded. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(PCHAR_KEPT, (escape) => decodeURIComponent(escape));
}

/**
 * A redirect target must stay on this site: one `/` followed by something other
 * than `/` or `\`, which browsers would read as another host.
 */
export function isLocalLocation(location: string): boolean {
  return location === '/' || /^\/[^/\\]/.test(location);
}

function decodeSegment(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment);
    const hasControl = [...decoded].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f');
    return hasControl ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * Reads a request-target (origin form `/a/b?q`, or absolute form
 * `http://host/a/b?q`). The clean path has no empty or dot segments, no
 * trailing slash, no `index.html` and no `.html` suffix (spec section 2); any
 * other form is redirected to it, keeping the query.
 */
export function readTarget(raw: string | undefined): Target {
  let target = raw ?? '/';
  if (target.length > MAX_TARGET_LENGTH) {
    return { kind: 'refuse', status: 414, reason: 'URI too long' };
  }
  if (!target.startsWith('/')) {
    if (!/^https?:\/\/[^/?#]+(\/|$)/i.test(target)) {
      return { kind: 'refuse', status: 400, reason: 'Bad request-target' };
    }
    target = target.replace(/^https?:\/\/[^/?#]+/i, '') || '/';
  }
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 || target[queryAt] === '#' ? '' : target.slice(queryAt).replace(/#.*$/, '');

  const segments: string[] = [];
  let changed = false;
  const rawSegments = rawPath === '/' ? [] : rawPath.slice(1).split('/');
  for (const rawSegment of rawSegments) {
    const segment = decodeSegment(rawSegment);
    if (segment === null) {
      return { kind: 'refuse', status: 400, reason: 'Bad percent-encoding in the path' };
    }
    if (segment === '' || segment === '.') {
      changed = true;
    } else if (segment === '..') {
      segments.pop();
      changed = true;
    } else {
      segments.push(segment);
    }
  }
  // `a.html`, `a/index.html` and `a.html.html` all mean `a`; a name that would
  // become empty or a dot segment (`.html`, `..html`) is left alone.
  for (;;) {
    const last = segments.at(-1);
    if (last === 'index.html') {
      segments.pop();
    } else if (last?.endsWith('.html') && !['', '.', '..'].includes(last.slice(0, -'.html'.length))) {
      segments[segments.length - 1] = last.slice(0, -'.html'.length);
    } else {
      break;
    }
    changed = true;
  }
  const path = '/' + segments.join('/');
  if (!changed) {
    return { kind: 'path', path, query };
  }
  const location = '/' + segments.map(encodeSegment).join('/') + query;
  if (!isLocalLocation(location)) {
    // Unreachable by construction (segments are never empty and `/` and `\` are
    // encoded); kept so a future change cannot turn this into an open redirect.
    return { kind: 'refuse', status: 400, reason: 'Bad request-target' };
  }
  return { kind: 'redirect', location };
}
