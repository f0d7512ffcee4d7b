/**
 * The `Accept` request header (RFC 9110 section 12.5.1): how much a client
 * wants each representation the server has of a page. Pure functions of the
 * header's value; none throws, whatever the value holds.
 */

/** One member of an `Accept` list: a media range, its parameters and its weight. */
export interface MediaRange {
  /** Lower case; `*` for any. */
  type: string;
  /** Lower case; `*` for any. */
  subtype: string;
  /** Parameters before the weight, names in lower case, values unquoted. */
  parameters: Record<string, string>;
  /** The weight, from 0 to 1 (1 when the member gives none). */
  q: number;
}

/** A representation the server can send: its media type and parameters (`text/markdown; charset=utf-8`). */
export interface MediaType {
  type: string;
  subtype: string;
  parameters: Record<string, string>;
}

/** RFC 9110 token characters. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** RFC 9110 qvalue: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Splits `text` at every `separator` outside a quoted string (a backslash
 * inside quotes escapes the next character). One pass over the text.
 */
function splitOutsideQuotes(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') {
      quoted = true;
    } else if (char === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A parameter value: a token, or a quoted string with its escapes undone; null when it is neither. */
function parameterValue(raw: string): string | null {
  if (TOKEN.test(raw)) return raw;
  if (raw.length < 2 || !raw.startsWith('"') || !raw.endsWith('"')) return null;
  let value = '';
  for (let i = 1; i < raw.length - 1; i++) {
    if (raw[i] === '"') return null;
    if (raw[i] === '\\' && ++i === raw.length - 1) return null;
    value += raw[i];
  }
  return value;
}

/** One list member, or null when it is not a media range with well-formed parameters and weight. */
function parseMember(member: string): MediaRange | null {
  const [range, ...rest] = splitOutsideQuotes(member, ';').map((part) => part.trim());
  const slash = range.indexOf('/');
  if (slash === -1) return null;
  const type = range.slice(0, slash).toLowerCase();
  const subtype = range.slice(slash + 1).toLowerCase();
  if (!TOKEN.test(type) || !TOKEN.test(subtype) || (type === '*' && subtype !== '*')) return null;
  const parameters: Record<string, string> = {};
  for (const part of rest) {
    const equals = part.indexOf('=');
    if (equals === -1) return null;
    const name = part.slice(0, equals).trim().toLowerCase();
    const value = part.slice(equals + 1).trim();
    if (!TOKEN.test(name)) return null;
    if (name === 'q') {
      // The weight ends the media range's parameters; what follows it is ignored.
      if (!QVALUE.test(value)) return null;
      return { type, subtype, parameters, q: Number(value) };
    }
    const parsed = parameterValue(value);
    if (parsed === null) return null;
    parameters[name] = parsed;
  }
  return { type, subtype, parameters, q: 1 };
}

/**
 * The members of an `Accept` value, in order. A member that is not a
 * well-formed media range (no slash, a bad token, `*\/html`, a parameter
 * without a value, a weight such as `q=abc`, `q=2` or `q=-1`) is left out,
 * as if the client had not sent it; empty members (`a, , b`) are allowed.
 */
export function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const member of splitOutsideQuotes(header, ',')) {
    if (member.trim() === '') continue;
    const range = parseMember(member);
    if (range) ranges.push(range);
  }
  return ranges;
}

/** How closely a range matches a representation: 3 with parameters, 2 a type, 1 `type/*`, 0 `*\/*`, -1 not at all. */
function specificity(range: MediaRange, media: MediaType): number {
  if (range.type === '*') return 0;
  if (range.type !== media.type) return -1;
  if (range.subtype === '*') return 1;
  if (range.subtype !== media.subtype) return -1;
  const names = Object.keys(range.parameters);
  if (names.length === 0) return 2;
  // A range with parameters matches only a representation that has each of them (values compared without case).
  const matches = names.every(
    (name) =>
      media.parameters[name] !== undefined &&
      media.parameters[name].toLowerCase() === range.parameters[name].toLowerCase(),
  );
  return matches ? 3 : -1;
}

/**
 * The weight `ranges` give a representation: that of the most specific range
 * that matches it (`text/markdown;charset=utf-8` before `text/markdown`,
 * before `text/*`, before `*\/*`), the highest where several are as specific;
 * 0 when none matches.
 */
export function mediaWeight(ranges: readonly MediaRange[], media: MediaType): number {
  let best = -1;
  let q = 0;
  for (const range of ranges) {
    const level = specificity(range, media);
    if (level > best) {
      best = level;
      q = range.q;
    } else if (level === best && level >= 0) {
      q = Math.max(q, range.q);
    }
  }
  return best >= 0 ? q : 0;
}

/**
 * True when the `Accept` value gives `preferred` a strictly higher weight
 * than `usual`. A request without the header, or one whose members all fail
 * to parse, accepts both alike, so it gets `usual`; so does a tie.
 */
export function prefers(accept: string | undefined, preferred: MediaType, usual: MediaType): boolean {
  if (accept === undefined) return false;
  const ranges = parseAccept(accept);
  return mediaWeight(ranges, preferred) > mediaWeight(ranges, usual);
}

/** A Content-Type value of the server's own, such as `text/html; charset=utf-8`, as a MediaType. */
export function mediaType(contentType: string): MediaType {
  const range = parseMember(contentType);
  if (!range || range.type === '*' || range.subtype === '*') throw new Error(`Not a media type: ${contentType}`);
  return { type: range.type, subtype: range.subtype, parameters: range.parameters };
}
