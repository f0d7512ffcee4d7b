/**
 * `console.table` as Node.js 20 prints it (lib/internal/cli_table.js): a box
 * with an `(index)` column, a column per key of the rows in the order the keys
 * first appear, and a `Values` column for rows that are not objects (a Map or
 * a Set by iteration index); cells left-aligned, strings quoted, nested objects
 * on one line. What is not an object prints as `console.log` would.
 */

/** A string as Node's `inspect` quotes it: in single quotes, or double quotes when it holds a single one. */
function quote(text: string): string {
  if (text.includes("'") && !text.includes('"')) return `"${text}"`;
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A value on one line, as Node's `inspect` writes it at depth 0: what is nested deeper as `[Object]` or `[Array]`. */
function inline(value: unknown, nested = false): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[Function: ${value.name || '(anonymous)'}]`;
  if (typeof value !== 'object' || value === null) return String(value);
  if (Array.isArray(value)) {
    if (nested) return '[Array]';
    return value.length === 0 ? '[]' : `[ ${value.map((item) => inline(item, true)).join(', ')} ]`;
  }
  if (nested) return '[Object]';
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
  return `{ ${entries.map(([name, inner]) => `${key(name)}: ${inline(inner, true)}`).join(', ')} }`;
}

/** A table cell: an object of more than two keys is `[Object]` (Node's table inspects it at depth -1). */
function cell(value: unknown): string {
  const many = typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 2;
  return many ? '[Object]' : inline(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function box(head: string[], rows: string[][]): string {
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)) + 2);
  const line = (left: string, middle: string, right: string) =>
    left + widths.map((width) => '─'.repeat(width)).join(middle) + right;
  const row = (cells: string[]) => `│${cells.map((cell, column) => ` ${cell.padEnd(widths[column] - 1)}`).join('│')}│`;
  return [line('┌', '┬', '┐'), row(head), line('├', '┼', '┤'), ...rows.map(row), line('└', '┴', '┘')].join('\n');
}

/** The text `console.table(data, properties)` prints, or undefined when it prints `data` as `console.log` does. */
export function formatTable(data: unknown, properties?: readonly string[]): string | undefined {
  if (!isObject(data)) return undefined;
  // A Map or a Set is listed in the order of iteration, with its keys and values as they are.
  if (data instanceof Map) {
    const rows = [...data.entries()].map(([key, value], index) => [String(index), cell(key), cell(value)]);
    return box(['(iteration index)', 'Key', 'Values'], rows);
  }
  if (data instanceof Set) {
    return box(
      ['(iteration index)', 'Values'],
      [...data].map((value, index) => [String(index), cell(value)]),
    );
  }
  const entries = Object.entries(data);
  const keys: string[] = [];
  let values = false;
  for (const [, value] of entries) {
    if (!isObject(value)) values = true;
    else for (const key of Object.keys(value)) if (!keys.includes(key)) keys.push(key);
  }
  const columns = properties ? [...properties] : keys;
  const head = ['(index)', ...columns, ...(values ? ['Values'] : [])];
  const rows = entries.map(([index, value]) => [
    index,
    ...columns.map((key) => (isObject(value) && key in value ? cell(value[key]) : '')),
    ...(values ? [isObject(value) ? '' : cell(value)] : []),
  ]);
  return box(head, rows);
}
