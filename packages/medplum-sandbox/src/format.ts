/**
 * How a sample's console output is printed: text as it is, numbers, booleans,
 * `null` and `undefined` as Node.js prints them, errors as their message (an
 * OperationOutcomeError with its outcome), and objects and arrays (resources,
 * bundles) as formatted JSON. The page and the sample checker print the same.
 */

/** An error as a line: `Name: message`, and the OperationOutcome a Medplum error carries. */
function formatError(error: Error): string {
  const outcome = (error as { outcome?: unknown }).outcome;
  const head = `${error.name}: ${error.message}`;
  return outcome === undefined ? head : `${head}\n${formatJson(outcome)}`;
}

function formatJson(value: unknown): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(
    value,
    (_key, inner: unknown) => {
      if (typeof inner === 'bigint') return `${inner}n`;
      if (typeof inner === 'object' && inner !== null) {
        if (seen.has(inner)) return '[Circular]';
        seen.add(inner);
        if (inner instanceof Map) return Object.fromEntries(inner);
        if (inner instanceof Set) return [...inner];
      }
      return inner;
    },
    2,
  );
  return text ?? String(value);
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return formatError(value);
  if (typeof value === 'function') return `[Function: ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'object' && value !== null) {
    if (value instanceof URLSearchParams) return `URLSearchParams ${value.toString()}`;
    return formatJson(value);
  }
  return String(value);
}

/** The arguments of one console call, as one piece of output (Node.js joins them with spaces). */
export function formatArguments(args: readonly unknown[]): string {
  return args.map(formatValue).join(' ');
}
