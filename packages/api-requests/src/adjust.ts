/**
 * What each language's snippet from httpsnippet-lite 3.0.5 needs after the library wrote it, one function a
 * language, for what the library has no option for:
 * - the request's own URL: the library rebuilds the query with URLSearchParams (`name%3Acontains`, `+`);
 * - the token from its environment variable (MEDPLUM_TOKEN unless the options name another), written as that
 *   language's users write it;
 * - the body as pretty-printed JSON (the library writes it as one escaped string, or, for curl, in a here-document
 *   that the shell would expand `$` in);
 * - a complete program that prints the response's status and body (the library prints Go's whole response
 *   struct, Python's body as a dict, and C#'s body only after throwing on an error status).
 * Each replacement must find what it replaces: when a release of the library writes something else, the
 * snippet fails loudly instead of coming out half adjusted.
 */
import { tokenPlaceholder } from './har';
import { pythonLiteral, shellQuote } from './literals';

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
  let out = replaceOnce(code, url, `  --url ${shellQuote(written.url)}${url.exec(code)?.[1] ?? ''}`, 'URL');
  out = replaceOnce(
    out,
    `--header '${`Authorization: ${tokenPlaceholder(written.tokenVariable)}`}'`,
    `--header "Authorization: ${tokenPlaceholder(written.tokenVariable)}"`,
    'Authorization header',
  );
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
  if (Object.keys(written.query).length > 0) {
    out = replaceOnce(
      out,
      `querystring = ${JSON.stringify(written.query)}`,
      `querystring = ${pythonLiteral(written.query, 0, 'querystring = '.length)}`,
      'query',
    );
  }
  if (written.bodyText !== undefined) {
    out = replaceOnce(
      out,
      `payload = ${JSON.stringify(written.bodyText)}`,
      `payload = ${pythonLiteral(written.body)}`,
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

/** A C# raw string literal (C# 11) holding `text`, its lines indented by `indent`. */
function csharpRawString(text: string, indent: string): string {
  const longest = Math.max(0, ...(text.match(/"+/g) ?? []).map((run) => run.length));
  const quotes = '"'.repeat(Math.max(3, longest + 1));
  return `${quotes}\n${indentLines(text, indent)}\n${indent}${quotes}`;
}

/** C# (HttpClient): the header set with AuthenticationHeaderValue, a raw string body, and the status printed. */
export function adjustCsharp(code: string, written: Written): string {
  let out = replaceOnce(code, `new Uri("${written.writtenUrl}")`, `new Uri("${written.url}")`, 'URL');
  out = replaceOnce(
    out,
    `{ "Authorization", "${tokenPlaceholder(written.tokenVariable)}" },`,
    `Authorization = new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("${written.tokenVariable}")),`,
    'Authorization header',
  );
  if (written.bodyText !== undefined) {
    out = replaceOnce(
      out,
      `new StringContent(${JSON.stringify(written.bodyText)})`,
      `new StringContent(${csharpRawString(pretty(written), '        ')})`,
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
  let out = replaceOnce(code, `URI.create("${written.writtenUrl}")`, `URI.create("${written.url}")`, 'URL');
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
      `BodyPublishers.ofString(${javaTextBlock(pretty(written), '      ')})`,
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
  let out = replaceOnce(code, `url := "${written.writtenUrl}"`, `url := "${written.url}"`, 'URL');
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
    // A raw string holds the JSON as it is, unless the JSON has a backquote: then it stays an escaped string.
    const literal = text.includes('`') ? JSON.stringify(text) : `\`${text}\``;
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
