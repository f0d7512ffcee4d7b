/**
 * What each language's snippet from httpsnippet-lite 3.0.5 needs after the library wrote it, one function a
 * language, for what the library has no option for:
 * - the request's own URL: the library rebuilds the query with URLSearchParams (`name%3Acontains`, `+`);
 * - the token from its environment variable (MEDPLUM_TOKEN unless the options name another), written as that
 *   language's users write it;
 * - the body as pretty-printed JSON (the library writes it as one escaped string, or, for curl, in a here-document
 *   that the shell would expand `$` in);
 * - the request's variables (`$NAME`, ApiRequest.variables) read from the environment in the URL and the body;
 * - a complete program that prints the response's status and body (the library prints Go's whole response
 *   struct, Python's body as a dict, and C#'s body only after throwing on an error status).
 * Each replacement must find what it replaces: when a release of the library writes something else, the
 * snippet fails loudly instead of coming out half adjusted.
 */
import { tokenPlaceholder } from './har';
import { joinedText, pythonLiteral, pythonText, shellQuote, splitVariables } from './literals';

/** What the adjustments need to know of the request. */
export interface Written {
  /** The URL as the library wrote it, and the request's own. */
  writtenUrl: string;
  url: string;
  /** The body, and its text as the library was given it; both undefined for a request with no body. */
  body?: unknown;
  bodyText?: string;
  /** The query as the library grouped it (Python writes it as a dict). */
  query: Record<string, string | string[]>;
  /** The environment variable of the token: MEDPLUM_TOKEN unless the options name another. */
  tokenVariable: string;
  /** The request's other headers (checked by extraHeaders: printable ASCII). */
  headers?: [string, string][];
  /** The environment variables of the request's `$NAME`s (ApiRequest.variables). */
  variables?: string[];
}

/** The names of the request's variables. */
const namesOf = (written: Written): string[] => written.variables ?? [];

/** True when `text` reads one of the request's variables. */
function readsVariables(text: string, written: Written): boolean {
  return splitVariables(text, namesOf(written)).some((piece) => typeof piece !== 'string');
}

/** The variables `text` reads, each once, in order. */
function variablesIn(text: string, written: Written): string[] {
  const found = splitVariables(text, namesOf(written)).flatMap((piece) =>
    typeof piece === 'string' ? [] : [piece.variable],
  );
  return [...new Set(found)];
}

/**
 * A shell word for `text` in which each variable is expanded: single-quoted text, with `"$NAME"` between the
 * quotes where a variable stands ('{"id": "'"$PATIENT_ID"'"}'), as the guides write such bodies.
 */
function shellSpliced(text: string, written: Written): string {
  return splitVariables(text, namesOf(written))
    .map((piece) => (typeof piece === 'string' ? `'${piece.replace(/'/g, `'\\''`)}'` : `"$${piece.variable}"`))
    .join('');
}

/** A double-quoted shell word for a URL, in which each variable is expanded and any other `$` is escaped. */
function shellDoubleQuoted(text: string, written: Written): string {
  const body = splitVariables(text, namesOf(written))
    .map((piece) => (typeof piece === 'string' ? piece.replace(/[$`"\\]/g, '\\$&') : `$${piece.variable}`))
    .join('');
  return `"${body}"`;
}

function replaceOnce(code: string, from: string | RegExp, to: string, what: string): string {
  const found = typeof from === 'string' ? code.includes(from) : from.test(code);
  if (!found) throw new Error(`httpsnippet-lite wrote no ${what} where one was expected`);
  return typeof from === 'string' ? code.replace(from, () => to) : code.replace(from, () => to);
}

/** The pretty-printed body. */
function pretty(written: Written): string {
  return JSON.stringify(written.body, null, 2);
}

function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n');
}

/** curl: the request's URL, the token in double quotes so the shell expands it, and a quoted here-document. */
export function adjustCurl(code: string, written: Written): string {
  const url = /^ {2}--url .*?( \\)?$/m;
  const urlWord = readsVariables(written.url, written)
    ? shellDoubleQuoted(written.url, written)
    : shellQuote(written.url);
  let out = replaceOnce(code, url, `  --url ${urlWord}${url.exec(code)?.[1] ?? ''}`, 'URL');
  out = replaceOnce(
    out,
    `--header '${`Authorization: ${tokenPlaceholder(written.tokenVariable)}`}'`,
    `--header "Authorization: ${tokenPlaceholder(written.tokenVariable)}"`,
    'Authorization header',
  );
  if (written.bodyText !== undefined && readsVariables(written.bodyText, written)) {
    // The body, the command's last option, as one word that expands the variables.
    const at = out.lastIndexOf('\n  --data ');
    if (at < 0) throw new Error('httpsnippet-lite wrote no body where one was expected');
    return `${out.slice(0, at)}\n  --data ${shellSpliced(pretty(written), written)}`;
  }
  // The library writes `<<EOF` for a body with a quote in it: quoted, the shell leaves `$` and backquotes alone.
  return out.replace('--data @- <<EOF\n', () => "--data @- <<'EOF'\n");
}

/** Python (requests): os.environ, the body as a dict sent with `json=`, the query as a dict, and JSON printed. */
export function adjustPython(code: string, written: Written): string {
  let out = replaceOnce(code, /^import requests$/m, 'import json\nimport os\n\nimport requests', 'import');
  out = replaceOnce(
    out,
    `"Authorization": "${tokenPlaceholder(written.tokenVariable)}"`,
    `"Authorization": "Bearer " + os.environ["${written.tokenVariable}"]`,
    'Authorization header',
  );
  const names = namesOf(written);
  if (readsVariables(written.url.split('?')[0], written)) {
    out = replaceOnce(out, /^url = ".*"$/m, `url = ${pythonText(written.url.split('?')[0], names)}`, 'URL');
  }
  if (Object.keys(written.query).length > 0) {
    out = replaceOnce(
      out,
      `querystring = ${JSON.stringify(written.query)}`,
      `querystring = ${pythonLiteral(written.query, 0, 'querystring = '.length, names)}`,
      'query',
    );
  }
  if (written.bodyText !== undefined) {
    out = replaceOnce(
      out,
      `payload = ${JSON.stringify(written.bodyText)}`,
      `payload = ${pythonLiteral(written.body, 0, 0, names)}`,
      'body',
    );
    out = replaceOnce(out, ', data=payload', ', json=payload', 'body argument');
  }
  return replaceOnce(
    out,
    'print(response.json())',
    'print(response.status_code)\nprint(json.dumps(response.json(), indent=2))',
    'print',
  );
}

/**
 * `.Replace("$NAME", value)` (C#) or `.replace(...)` (Java) for each variable the body reads: the body stays one
 * raw string or text block, which cannot be cut in the middle of a line.
 */
function replacements(text: string, written: Written, method: string, read: (name: string) => string): string {
  return variablesIn(text, written)
    .map((name) => `.${method}(${JSON.stringify(`$${name}`)}, ${read(name)})`)
    .join('');
}

/** A C# raw string literal (C# 11) holding `text`, its lines indented by `indent`. */
function csharpRawString(text: string, indent: string): string {
  const longest = Math.max(0, ...(text.match(/"+/g) ?? []).map((run) => run.length));
  const quotes = '"'.repeat(Math.max(3, longest + 1));
  return `${quotes}\n${indentLines(text, indent)}\n${indent}${quotes}`;
}

/**
 * C# (HttpClient): the header set with AuthenticationHeaderValue, a raw string body, and the status printed. Other
 * headers are added after the request is made (`request.Headers.Add`): an initializer cannot set the Authorization
 * property and add entries to the same collection.
 */
export function adjustCsharp(code: string, written: Written): string {
  const names = namesOf(written);
  const read = (name: string) => `Environment.GetEnvironmentVariable(${JSON.stringify(name)})`;
  let out = replaceOnce(
    code,
    `new Uri("${written.writtenUrl}")`,
    `new Uri(${joinedText(written.url, names, (text) => JSON.stringify(text), read)})`,
    'URL',
  );
  out = replaceOnce(
    out,
    `{ "Authorization", "${tokenPlaceholder(written.tokenVariable)}" },`,
    `Authorization = new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("${written.tokenVariable}")),`,
    'Authorization header',
  );
  const headers = written.headers ?? [];
  for (const [name, value] of headers) {
    out = replaceOnce(out, `\n        { ${JSON.stringify(name)}, ${JSON.stringify(value)} },`, '', `${name} header`);
  }
  if (headers.length > 0) {
    const added = headers.map(
      ([name, value]) => `request.Headers.Add(${JSON.stringify(name)}, ${JSON.stringify(value)});`,
    );
    out = replaceOnce(out, /^\};$/m, ['};', ...added].join('\n'), 'end of the request');
  }
  if (written.bodyText !== undefined) {
    out = replaceOnce(
      out,
      `new StringContent(${JSON.stringify(written.bodyText)})`,
      `new StringContent(${csharpRawString(pretty(written), '        ')}${replacements(pretty(written), written, 'Replace', read)})`,
      'body',
    );
  }
  return replaceOnce(
    out,
    'response.EnsureSuccessStatusCode();',
    'Console.WriteLine((int)response.StatusCode);',
    'response handling',
  );
}

/** A Java text block holding `text` and a final newline: backslashes doubled, characters beyond ASCII as \u escapes. */
function javaTextBlock(text: string, indent: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/[^\n\x20-\x7e]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `"""\n${indentLines(escaped, indent)}\n${indent}"""`;
}

const JAVA_IMPORTS = [
  'java.net.URI',
  'java.net.http.HttpClient',
  'java.net.http.HttpRequest',
  'java.net.http.HttpResponse',
];

/** Java (java.net.http): System.getenv, a text block body, the status printed, and a class with main around it. */
export function adjustJava(code: string, written: Written): string {
  const names = namesOf(written);
  const read = (name: string) => `System.getenv(${JSON.stringify(name)})`;
  let out = replaceOnce(
    code,
    `URI.create("${written.writtenUrl}")`,
    `URI.create(${joinedText(written.url, names, (text) => JSON.stringify(text), read)})`,
    'URL',
  );
  out = replaceOnce(
    out,
    `.header("Authorization", "${tokenPlaceholder(written.tokenVariable)}")`,
    `.header("Authorization", "Bearer " + System.getenv("${written.tokenVariable}"))`,
    'Authorization header',
  );
  if (written.bodyText !== undefined) {
    out = replaceOnce(
      out,
      `BodyPublishers.ofString(${JSON.stringify(written.bodyText)})`,
      `BodyPublishers.ofString(${javaTextBlock(pretty(written), '      ')}${replacements(pretty(written), written, 'replace', read)})`,
      'body',
    );
  }
  out = replaceOnce(
    out,
    'System.out.println(response.body());',
    'System.out.println(response.statusCode());\nSystem.out.println(response.body());',
    'print',
  );
  return [
    ...JAVA_IMPORTS.map((name) => `import ${name};`),
    '',
    'public class Main {',
    '  public static void main(String[] args) throws Exception {',
    indentLines(out, '    '),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Go (net/http): os.Getenv with its import, a raw string body, and the status and body printed. */
export function adjustGo(code: string, written: Written): string {
  const names = namesOf(written);
  const read = (name: string) => `os.Getenv(${JSON.stringify(name)})`;
  let out = replaceOnce(
    code,
    `url := "${written.writtenUrl}"`,
    `url := ${joinedText(written.url, names, (text) => JSON.stringify(text), read)}`,
    'URL',
  );
  out = replaceOnce(
    out,
    `req.Header.Add("Authorization", "${tokenPlaceholder(written.tokenVariable)}")`,
    `req.Header.Add("Authorization", "Bearer "+os.Getenv("${written.tokenVariable}"))`,
    'Authorization header',
  );
  out = replaceOnce(
    out,
    /^import \(\n([^)]*)\)$/m,
    (() => {
      const block = /^import \(\n([^)]*)\)$/m.exec(out);
      const names = new Set(
        (block?.[1] ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      );
      names.add('"os"');
      return `import (\n${[...names]
        .sort()
        .map((name) => `\t${name}`)
        .join('\n')}\n)`;
    })(),
    'import block',
  );
  if (written.bodyText !== undefined) {
    const text = pretty(written);
    // A raw string holds the JSON as it is, unless the JSON has a backquote: then it stays an escaped string. The
    // variables are joined in between.
    const literal = joinedText(
      text,
      names,
      (piece) => (text.includes('`') ? JSON.stringify(piece) : `\`${piece}\``),
      read,
    );
    out = replaceOnce(
      out,
      `strings.NewReader(${JSON.stringify(written.bodyText)})`,
      `strings.NewReader(${literal})`,
      'body',
    );
  }
  out = replaceOnce(out, 'fmt.Println(res)\n', 'fmt.Println(res.Status)\n', 'print');
  return out.endsWith('\n') ? out : `${out}\n`;
}
