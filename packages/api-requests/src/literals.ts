/**
 * Values written as source code: string literals that hold exactly their text, and JSON values as TypeScript
 * and Python literals, laid out the way each language's formatter would (Prettier, Black): on one line when it
 * fits, otherwise one entry a line with a trailing comma.
 */

/** What a single-quoted string literal cannot hold as it is: `\`, `'`, control characters, line separators, lone surrogates. */
const TS_SPECIAL = new RegExp(
  `[\\\\'\\u0000-\\u001f\\u007f\\u2028\\u2029]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`,
  'g',
);

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** A single-quoted TypeScript string literal that holds exactly `text`; `${` and backquotes need nothing. */
export function tsString(text: string): string {
  return `'${text.replace(TS_SPECIAL, (ch) => SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}

/** A piece of a text: literal text, or the value of an environment variable. */
export type TextPiece = string | { variable: string };

/**
 * The text split at each `$NAME` whose NAME is one of `names` (and is not followed by another character of a
 * name), into literal text and variables; empty literal pieces are left out. A text with none is one piece.
 */
export function splitVariables(text: string, names: readonly string[]): TextPiece[] {
  if (names.length === 0) return text === '' ? [] : [text];
  const pattern = new RegExp(`\\$(${names.join('|')})(?![A-Za-z0-9_])`, 'g');
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push(text.slice(at, match.index));
    pieces.push({ variable: match[1] });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}

/**
 * A text as a TypeScript expression: a string literal, `process.env.NAME!` for a text that is one variable, or a
 * template literal that reads each variable from process.env.
 */
export function tsText(text: string, names: readonly string[] = []): string {
  const pieces = splitVariables(text, names);
  if (pieces.every((piece) => typeof piece === 'string')) return tsString(text);
  if (pieces.length === 1 && typeof pieces[0] !== 'string') return `process.env.${pieces[0].variable}!`;
  const body = pieces
    .map((piece) =>
      typeof piece === 'string'
        ? // Inside a template literal, a backslash, a backquote and `${` are escaped; the rest as in tsString.
          tsString(piece).slice(1, -1).replace(/\\'/g, "'").replace(/`/g, '\\`').replace(/\$\{/g, '\\${')
        : `\${process.env.${piece.variable}}`,
    )
    .join('');
  return `\`${body}\``;
}

/**
 * A text as a Python expression: a string literal, `os.environ["NAME"]` for a text that is one variable, or an
 * f-string that reads each variable from os.environ (single quotes inside, which every Python 3 accepts).
 */
export function pythonText(text: string, names: readonly string[] = []): string {
  const pieces = splitVariables(text, names);
  if (pieces.every((piece) => typeof piece === 'string')) return JSON.stringify(text);
  if (pieces.length === 1 && typeof pieces[0] !== 'string') return `os.environ[${JSON.stringify(pieces[0].variable)}]`;
  const body = pieces
    .map((piece) =>
      typeof piece === 'string'
        ? JSON.stringify(piece)
            .slice(1, -1)
            .replace(/[{}]/g, (brace) => brace + brace)
        : `{os.environ['${piece.variable}']}`,
    )
    .join('');
  return `f"${body}"`;
}

/**
 * A text as an expression that joins string literals (written by `quote`) and each variable's value (written by
 * `read`) with ` + `: C#, Java and Go read the environment this way. A text with no variable is one literal.
 */
export function joinedText(
  text: string,
  names: readonly string[],
  quote: (literal: string) => string,
  read: (name: string) => string,
  plus = ' + ',
): string {
  const pieces = splitVariables(text, names);
  if (pieces.length === 0) return quote('');
  return pieces.map((piece) => (typeof piece === 'string' ? quote(piece) : read(piece.variable))).join(plus);
}

/** One word for a POSIX shell, single-quoted unless it needs no quotes: a `'` inside becomes `'\''`. */
export function shellQuote(text: string): string {
  return /^[A-Za-z0-9\-_/.@%^=:,+]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A line longer than this is broken, as Prettier breaks at the repository's width. */
const LINE_WIDTH = 100;

interface LiteralStyle {
  indent: string;
  string: (text: string) => string;
  key: (key: string) => string;
  scalar: (value: null | boolean | number) => string;
  /** How an object opens and closes on one line: `{ ` and ` }` in TypeScript, `{` and `}` in Python. */
  inlineObject: [string, string];
  separator: string;
}

function literal(value: unknown, style: LiteralStyle, level: number, used: number): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') {
    return style.scalar(value as null | boolean | number);
  }
  if (typeof value === 'string') return style.string(value);
  const pad = style.indent.repeat(level + 1);
  const close = style.indent.repeat(level);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => literal(item, style, level + 1, pad.length));
    const inline = `[${items.join(', ')}]`;
    if (!inline.includes('\n') && used + inline.length <= LINE_WIDTH) return inline;
    return `[\n${items.map((item) => `${pad}${item},`).join('\n')}\n${close}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const items = entries.map(([key, item]) => {
      const head = `${style.key(key)}${style.separator}`;
      return head + literal(item, style, level + 1, pad.length + head.length);
    });
    const [open, end] = style.inlineObject;
    const inline = `${open}${items.join(', ')}${end}`;
    if (!inline.includes('\n') && used + inline.length <= LINE_WIDTH) return inline;
    return `{\n${items.map((item) => `${pad}${item},`).join('\n')}\n${close}}`;
  }
  // Whatever JSON cannot hold (undefined, functions) is written as JSON would drop it.
  return style.scalar(null);
}

const TYPESCRIPT: LiteralStyle = {
  indent: '  ',
  string: tsString,
  key: (key) => (IDENTIFIER.test(key) ? key : tsString(key)),
  scalar: (value) => (typeof value === 'number' && !Number.isFinite(value) ? 'null' : String(value)),
  inlineObject: ['{ ', ' }'],
  separator: ': ',
};

/**
 * A JSON value as a TypeScript expression, starting `used` characters into its line, at an indent `level`; a
 * string with `$NAME` of one of `names` reads the variable (tsText).
 */
export function tsLiteral(value: unknown, level = 0, used = 0, names: readonly string[] = []): string {
  return literal(
    value,
    names.length ? { ...TYPESCRIPT, string: (text) => tsText(text, names) } : TYPESCRIPT,
    level,
    used,
  );
}

/** A Python string literal: JSON's string escapes are all Python's too. */
function pythonString(text: string): string {
  return JSON.stringify(text);
}

const PYTHON: LiteralStyle = {
  indent: '    ',
  string: pythonString,
  key: pythonString,
  scalar: (value) => {
    if (value === null) return 'None';
    if (typeof value === 'boolean') return value ? 'True' : 'False';
    return Number.isFinite(value) ? String(value) : 'None';
  },
  inlineObject: ['{', '}'],
  separator: ': ',
};

/**
 * A JSON value as a Python expression (dicts, lists, True, False, None), at an indent `level`; a string with
 * `$NAME` of one of `names` reads the variable (pythonText).
 */
export function pythonLiteral(value: unknown, level = 0, used = 0, names: readonly string[] = []): string {
  return literal(value, names.length ? { ...PYTHON, string: (text) => pythonText(text, names) } : PYTHON, level, used);
}
