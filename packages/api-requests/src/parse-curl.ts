/**
 * A curl command, as the guides write one, read back into the one description of a request (ApiRequest), so that
 * the other languages can be made from it. It reads one command as a POSIX shell splits it into words (quotes,
 * backslashes, line continuations, `$NAME` references), then curl's options. A variable in the URL's path or query,
 * or inside a string of a JSON body, becomes one of the request's variables (ApiRequest.variables), which every
 * language reads from the environment. What a snippet cannot carry gives a reason instead of a request: a second
 * command, a pipe, a body read from a file, a variable anywhere else, a form body. Safe for the browser.
 */
import { splitVariables } from './literals';
import type { ApiRequest } from './request';

/** A curl command read back: the request, the base URL it was sent to, and where its token comes from. */
export interface ParsedCurl {
  request: ApiRequest;
  /** The scheme and host of the command's URL, with one slash: 'https://api.medplum.com/'. */
  baseUrl: string;
  /** The environment variable of `Authorization: Bearer $NAME`: 'ACCESS_TOKEN'. */
  tokenVariable: string;
}

/** What reading a command gives: the request, or why there is none. */
export type CurlReading = { parsed: ParsedCurl } | { unsupported: string };

/** A part of a shell word: text, or the value of a variable. */
type Part = string | { variable: string };

/** A shell word: its parts, in order. */
type Word = Part[];

/** Thrown inside the reader; `readCurl` turns it into a reason. */
class Unsupported extends Error {}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/** `$NAME` or `${NAME}` at `at` (the `$`): the name and the length read, or undefined for a `$` that is text. */
function variableAt(text: string, at: number): { name: string; length: number } | undefined {
  const next = text[at + 1];
  if (next === '(' || next === '[') throw new Unsupported('uses command substitution or arithmetic ($(...))');
  if (next === '{') {
    const end = text.indexOf('}', at);
    const name = end < 0 ? '' : text.slice(at + 2, end);
    if (!NAME.test(name) || NAME.exec(name)?.[0] !== name) throw new Unsupported('uses a parameter expansion (${...})');
    return { name, length: end - at + 1 };
  }
  const name = NAME.exec(text.slice(at + 1))?.[0];
  if (name) return { name, length: name.length + 1 };
  if (next !== undefined && /[0-9@*#?$!-]/.test(next)) throw new Unsupported(`uses the special parameter $${next}`);
  return undefined;
}

/**
 * The words of one command, as a POSIX shell splits them: single quotes keep everything, double quotes keep all
 * but `$`, backquotes and the backslash before `$`, `` ` ``, `"`, `\` or a line break; a backslash before a line
 * break joins the lines. A comment ends at the line's end. Anything that makes more than one simple command (a line
 * break, `;`, `|`, `&`), a redirection or a command substitution is refused.
 */
function shellWords(command: string): Word[] {
  const words: Word[] = [];
  let word: Word | undefined;
  const text = (chunk: string) => {
    word ??= [];
    const last = word[word.length - 1];
    if (typeof last === 'string') word[word.length - 1] = last + chunk;
    else word.push(chunk);
  };
  const variable = (name: string) => {
    word ??= [];
    word.push({ variable: name });
  };
  const end = () => {
    if (word) words.push(word);
    word = undefined;
  };
  let i = 0;
  while (i < command.length) {
    const ch = command[i];
    if (ch === '\\') {
      const next = command[i + 1];
      if (next === '\n') i += 2;
      else if (next === undefined) throw new Unsupported('ends with a lone backslash');
      else {
        text(next);
        i += 2;
      }
    } else if (ch === "'") {
      const close = command.indexOf("'", i + 1);
      if (close < 0) throw new Unsupported('has an unclosed single quote');
      text(command.slice(i + 1, close));
      i = close + 1;
    } else if (ch === '"') {
      word ??= [];
      i++;
      for (;;) {
        const inner = command[i];
        if (inner === undefined) throw new Unsupported('has an unclosed double quote');
        if (inner === '"') {
          i++;
          break;
        }
        if (inner === '\\' && command[i + 1] === '\n') i += 2;
        else if (inner === '\\' && /[$`"\\]/.test(command[i + 1] ?? '')) {
          text(command[i + 1]);
          i += 2;
        } else if (inner === '`') throw new Unsupported('uses command substitution (backquotes)');
        else if (inner === '$') {
          const found = variableAt(command, i);
          if (found) variable(found.name);
          else text('$');
          i += found?.length ?? 1;
        } else {
          text(inner);
          i++;
        }
      }
    } else if (ch === '$') {
      const found = variableAt(command, i);
      if (found) variable(found.name);
      else text('$');
      i += found?.length ?? 1;
    } else if (ch === '`') {
      throw new Unsupported('uses command substitution (backquotes)');
    } else if (ch === '#' && word === undefined) {
      const close = command.indexOf('\n', i);
      i = close < 0 ? command.length : close;
    } else if (ch === '\n') {
      if (words.length > 0 || word) {
        // The command ends here: what follows must be blank lines or comments.
        const rest = command.slice(i + 1).replace(/^\s*#.*$/gm, '');
        if (rest.trim() !== '') throw new Unsupported('holds more than one command');
        break;
      }
      i++;
    } else if (ch === ' ' || ch === '\t') {
      end();
      i++;
    } else if (ch === '|' || ch === ';' || ch === '&') {
      throw new Unsupported(`uses the shell operator ${ch === '&' ? '&' : ch} (more than one command)`);
    } else if (ch === '<' || ch === '>' || ch === '(' || ch === ')') {
      throw new Unsupported(`uses the shell's ${ch} (a redirection or a subshell)`);
    } else {
      text(ch);
      i++;
    }
  }
  end();
  return words;
}

/** The text of a word with no variable in it, or the reason it cannot be read, naming what the word is. */
function literal(word: Word, what: string): string {
  const found = word.find((part): part is { variable: string } => typeof part !== 'string');
  if (found) throw new Unsupported(`reads the shell variable $${found.variable} in ${what}`);
  return word.join('');
}

/**
 * The words in which variables may stand (the URL, the body, query pairs), as text with `$NAME` where a variable
 * stands, and the variables' names. `check` refuses a command whose own text holds `$NAME` for one of those names,
 * which a reader of the request could not tell from the variable.
 */
class Templates {
  readonly names = new Set<string>();
  private readonly texts: string[] = [];

  text(word: Word): string {
    return word
      .map((part) => {
        if (typeof part === 'string') {
          this.texts.push(part);
          return part;
        }
        this.names.add(part.variable);
        return `$${part.variable}`;
      })
      .join('');
  }

  /** True when `text` holds one of the variables. */
  reads(text: string): boolean {
    return splitVariables(text, [...this.names]).some((piece) => typeof piece !== 'string');
  }

  check(): void {
    const names = [...this.names];
    for (const text of this.texts) {
      const found = splitVariables(text, names).find((piece) => typeof piece !== 'string');
      if (found) throw new Unsupported(`has the text $${found.variable} as well as the variable $${found.variable}`);
    }
  }
}

/** curl's options that take a value, long names, and the short letters that stand for them. */
const VALUE_OPTIONS: Readonly<Record<string, string>> = {
  X: 'request',
  H: 'header',
  d: 'data',
  u: 'user',
  o: 'output',
  A: 'user-agent',
  b: 'cookie',
  e: 'referer',
  r: 'range',
  F: 'form',
  T: 'upload-file',
  m: 'max-time',
};
const LONG_VALUE_OPTIONS = new Set([
  ...Object.values(VALUE_OPTIONS),
  'data-raw',
  'data-binary',
  'data-ascii',
  'data-urlencode',
  'url',
  'json',
  'connect-timeout',
]);

/** Flags that change nothing a snippet shows: output, progress, failure and connection settings. */
const FLAGS: Readonly<Record<string, string>> = {
  s: 'silent',
  S: 'show-error',
  i: 'include',
  v: 'verbose',
  L: 'location',
  f: 'fail',
  G: 'get',
  g: 'globoff',
  n: 'netrc',
  I: 'head',
  k: 'insecure',
  O: 'remote-name',
};
const IGNORED_FLAGS = new Set([
  'silent',
  'show-error',
  'include',
  'verbose',
  'location',
  'fail',
  'fail-with-body',
  'compressed',
  'globoff',
]);

/** Options whose meaning a snippet cannot carry, with the reason. */
const REFUSED: Readonly<Record<string, string>> = {
  user: 'signs in with -u (Basic authentication); the snippets send a bearer token',
  netrc: 'reads credentials from .netrc (-n)',
  head: 'sends a HEAD request (-I)',
  insecure: 'turns off certificate checks (-k)',
  range: 'asks for a byte range (-r)',
  form: 'sends a multipart form (-F)',
  'upload-file': 'uploads a file (-T)',
  cookie: 'sends a cookie (-b)',
  'user-agent': 'sets the user agent (-A)',
  referer: 'sets a referer (-e)',
  json: 'uses --json, which sets headers of its own',
  'remote-name': 'saves the answer under the URL’s name (-O)',
};

/** One option as read: its long name and, for one that takes a value, the value's word. */
interface Option {
  name: string;
  value?: Word;
}

/** The options and the other words (the URL) of the command, after `curl`. */
function curlOptions(words: Word[]): { options: Option[]; urls: Word[] } {
  const options: Option[] = [];
  const urls: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const first = typeof word[0] === 'string' ? word[0] : '';
    const takeValue = (name: string): Word => {
      const value = words[++i];
      if (value === undefined) throw new Unsupported(`gives --${name} no value`);
      return value;
    };
    if (first.startsWith('--') && first.length > 2) {
      const name = literal(word, 'an option');
      const [long, inline] = name.slice(2).split(/=(.*)/s);
      if (inline !== undefined) throw new Unsupported(`writes --${long}=value, which curl does not read`);
      if (long === 'url') urls.push(takeValue(long));
      else if (LONG_VALUE_OPTIONS.has(long)) options.push({ name: long, value: takeValue(long) });
      else if (IGNORED_FLAGS.has(long) || long in REFUSED || long === 'get') options.push({ name: long });
      else throw new Unsupported(`uses the option --${long}`);
    } else if (first.startsWith('-') && first.length > 1) {
      const letters = typeof word[0] === 'string' ? word[0].slice(1) : '';
      for (let at = 0; at < letters.length; at++) {
        const letter = letters[at];
        const valued = VALUE_OPTIONS[letter];
        if (valued) {
          // The rest of the word is the value (`-XPOST`), or the next word is.
          const rest: Word = [letters.slice(at + 1), ...word.slice(1)].filter((part) => part !== '');
          options.push({ name: valued, value: rest.length > 0 ? rest : takeValue(valued) });
          break;
        }
        const flag = FLAGS[letter];
        if (!flag) throw new Unsupported(`uses the option -${letter}`);
        if (at === letters.length - 1 && word.length > 1) throw new Unsupported('has a variable inside its options');
        options.push({ name: flag });
      }
    } else {
      urls.push(word);
    }
  }
  return { options, urls };
}

/** The characters curl's --data-urlencode leaves as they are (curl_easy_escape): letters, digits and `-._~`. */
function curlEscape(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A --data-urlencode value as curl sends it. curl looks for the first `=` or `@`: `name=content` sends the name as
 * it is and the content encoded, `=content` the content alone, encoded; an `@` first reads a file; with neither,
 * the whole value is encoded.
 */
function urlencoded(value: string, names: readonly string[]): string {
  // The content encoded, but for the variables: their values go in as they are.
  const escape = (content: string) =>
    splitVariables(content, names)
      .map((piece) => (typeof piece === 'string' ? curlEscape(piece) : `$${piece.variable}`))
      .join('');
  const at = value.search(/[=@]/);
  if (at < 0) return escape(value);
  if (value[at] === '@') throw new Unsupported('reads a --data-urlencode value from a file');
  const name = value.slice(0, at);
  return `${name === '' ? '' : `${name}=`}${escape(value.slice(at + 1))}`;
}

/** Refuses a JSON body with a variable in a key: only string values can read one. */
function checkKeys(value: unknown, templates: Templates): void {
  if (Array.isArray(value)) {
    for (const item of value) checkKeys(item, templates);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (templates.reads(key)) throw new Unsupported('reads a shell variable in a key of its JSON body');
      checkKeys(item, templates);
    }
  }
}

const METHODS: readonly ApiRequest['method'][] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** True for a JSON media type: application/json, or any `+json` type. */
function isJsonType(type: string): boolean {
  return /^application\/([\w.-]+\+)?json$/i.test(type.split(';')[0].trim());
}

/** The request of one curl command, or the reason it has none. */
export function readCurl(command: string): CurlReading {
  try {
    return { parsed: read(command) };
  } catch (error) {
    if (error instanceof Unsupported) return { unsupported: error.message };
    throw error;
  }
}

/** The request of one curl command, or undefined when a snippet cannot say what it does (readCurl says why). */
export function parseCurl(command: string): ParsedCurl | undefined {
  const reading = readCurl(command);
  return 'parsed' in reading ? reading.parsed : undefined;
}

function read(command: string): ParsedCurl {
  const words = shellWords(command);
  if (words.length === 0) throw new Unsupported('is empty');
  const program = words[0].length === 1 && typeof words[0][0] === 'string' ? words[0][0] : '';
  if (program !== 'curl') {
    throw new Unsupported(
      /^[A-Za-z_]\w*=/.test(typeof words[0][0] === 'string' ? words[0][0] : '')
        ? 'sets a shell variable'
        : 'is not a curl command',
    );
  }
  const { options, urls } = curlOptions(words.slice(1));
  let method: string | undefined;
  let get = false;
  let tokenVariable: string | undefined;
  let contentType: string | undefined;
  const headers: [string, string][] = [];
  const data: { text: string; encode: boolean }[] = [];
  const templates = new Templates();
  if (urls.length !== 1) throw new Unsupported(urls.length === 0 ? 'names no URL' : 'names more than one URL');
  // The URL's variables first, so that the request lists them in the order a reader meets them.
  const url = templates.text(urls[0]);
  for (const option of options) {
    const value = option.value;
    if (option.name in REFUSED) throw new Unsupported(REFUSED[option.name]);
    switch (option.name) {
      case 'request':
        method = literal(value ?? [], 'the method');
        break;
      case 'get':
        get = true;
        break;
      case 'header': {
        const header = value ?? [];
        const head = typeof header[0] === 'string' ? header[0] : '';
        const colon = head.indexOf(':');
        if (colon < 0) throw new Unsupported('has a header with no colon');
        const name = head.slice(0, colon).trim().toLowerCase();
        const rest: Word = [head.slice(colon + 1).replace(/^\s+/, ''), ...header.slice(1)];
        if (name === 'authorization') {
          const [scheme, token, ...more] = rest;
          if (scheme !== 'Bearer ' || typeof token !== 'object' || more.some((part) => part !== '')) {
            throw new Unsupported('sends an Authorization header other than Bearer $VARIABLE');
          }
          tokenVariable = token.variable;
        } else if (name === 'content-type') {
          contentType = literal(rest, 'the Content-Type header').trim();
        } else {
          const headerName = head.slice(0, colon).trim();
          const headerValue = literal(rest, `the ${headerName} header`).trim();
          if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(headerName))
            throw new Unsupported('has a header name that is not a token');
          if (!/^[\x20-\x7e\t]*$/.test(headerValue))
            throw new Unsupported(`has a ${headerName} header that is not printable ASCII`);
          if (headers.some(([other]) => other.toLowerCase() === name))
            throw new Unsupported(`sends the header ${headerName} twice`);
          headers.push([headerName, headerValue]);
        }
        break;
      }
      case 'data':
      case 'data-ascii':
      case 'data-binary': {
        const text = templates.text(value ?? []);
        if (text.startsWith('@')) throw new Unsupported('reads its body from a file (@file)');
        data.push({ text, encode: false });
        break;
      }
      case 'data-raw':
        data.push({ text: templates.text(value ?? []), encode: false });
        break;
      case 'data-urlencode':
        data.push({ text: templates.text(value ?? []), encode: true });
        break;
      case 'output':
        // The programs print the answer; where curl saves it does not change the request.
        break;
      default:
        if (!IGNORED_FLAGS.has(option.name)) throw new Unsupported(`uses the option --${option.name}`);
    }
  }

  templates.check();
  const names = [...templates.names];
  const match = /^(https?:\/\/[^/?#\s]+)\/?([^#\s]*)$/.exec(url);
  if (!match) throw new Unsupported('has a URL that is not an http(s) URL without a fragment');
  if (templates.reads(match[1])) throw new Unsupported('reads a shell variable in the server’s address');
  if (/[{}[\]]/.test(match[2])) throw new Unsupported('has braces or brackets in its URL, which curl reads as globs');
  if (!tokenVariable) throw new Unsupported('sends no Authorization: Bearer $VARIABLE header');
  let path = match[2];

  const pieces = data.map(({ text, encode }) => (encode ? urlencoded(text, names) : text));
  if (get) {
    if (pieces.length > 0) path += (path.includes('?') ? '&' : '?') + pieces.join('&');
    method ??= 'GET';
  } else if (data.length > 0) {
    method ??= 'POST';
    if (data.some(({ encode }) => encode)) {
      throw new Unsupported('sends a form body (--data-urlencode without -G)');
    }
  } else {
    method ??= 'GET';
  }
  if (!METHODS.includes(method as ApiRequest['method'])) throw new Unsupported(`uses the method ${method}`);
  const request: ApiRequest = { method: method as ApiRequest['method'], path };
  if (headers.length > 0) request.headers = headers;
  if (names.length > 0) request.variables = names;
  if (!get && data.length > 0) {
    if (method === 'GET' || method === 'DELETE') throw new Unsupported(`sends a body with ${method}`);
    if (data.length > 1) throw new Unsupported('sends more than one -d, which curl joins with &');
    if (contentType === undefined) throw new Unsupported('sends a body with no Content-Type (curl sends a form)');
    if (!isJsonType(contentType)) throw new Unsupported(`sends a ${contentType} body, not JSON`);
    try {
      request.body = JSON.parse(data[0].text);
    } catch {
      throw new Unsupported(
        templates.reads(data[0].text)
          ? 'sends a body that is not JSON, or reads a variable outside a JSON string'
          : 'sends a body that is not JSON',
      );
    }
    checkKeys(request.body, templates);
    const defaultType = method === 'PATCH' ? 'application/json-patch+json' : 'application/fhir+json';
    if (contentType !== defaultType) request.contentType = contentType;
  }
  return { request, baseUrl: `${match[1]}/`, tokenVariable };
}
