/**
 * Generated malformed and oversized messages for the MCP endpoint: what a
 * broken or hostile client might POST (or send with another method). The
 * same seed gives the same messages, so a failure can be replayed. Each
 * message says what a correct endpoint answers: a JSON-RPC error with an
 * HTTP status of the 4xx or 5xx family the endpoint's rules give it, or an
 * answer of the MCP server (a tool that refuses its input answers 200 with
 * `isError`).
 */

export interface MalformedMessage {
  kind: string;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
}

/** mulberry32: a small seeded generator, so a run can be repeated exactly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const TOOLS = ['search_docs', 'get_page', 'get_fhir_definition', 'evaluate_fhirpath', 'validate_resource', 'nope'];
const METHODS = ['tools/call', 'tools/list', 'resources/read', 'resources/list', 'initialize', 'ping', 'prompts/list'];
const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -0,
  '',
  ' ',
  '\u0000',
  '\uD800',
  '../../../../etc/passwd',
  '/docs/%2e%2e/%2e%2e/.env',
  'https://evil.example/x',
  '<script>alert(1)</script>',
  '$(rm -rf /)',
  'Patient.name.where(',
  'descendants().descendants()',
  '{"resourceType":"Patient"',
  [],
  [1, [2, [3]]],
  {},
  { resourceType: 'Patient', name: 'not an array' },
  { resourceType: 42 },
  { resourceType: '__proto__', __proto__: { polluted: true } },
  'x'.repeat(5000),
];

export function malformedMessages(count: number, seed = 48): MalformedMessage[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const text = (length: number): string =>
    Array.from({ length }, () => String.fromCharCode(Math.floor(next() * 0x7f))).join('');
  const valid = () => ({ jsonrpc: '2.0', id: Math.floor(next() * 1e6), method: 'tools/call' });
  const oddArguments = (): Record<string, unknown> => {
    const args: Record<string, unknown> = {};
    for (const name of ['query', 'path', 'offset', 'type', 'expression', 'resource', 'section', 'limit', 'extra']) {
      if (next() < 0.5) args[name] = pick(ODD_VALUES);
    }
    return args;
  };
  const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

  const makers: (() => MalformedMessage)[] = [
    // Not JSON at all.
    () => ({ kind: 'random text', method: 'POST', headers: JSON_HEADERS, body: text(1 + Math.floor(next() * 300)) }),
    () => {
      const whole = JSON.stringify({ ...valid(), params: { name: pick(TOOLS), arguments: oddArguments() } });
      return { kind: 'cut short', method: 'POST', headers: JSON_HEADERS, body: whole.slice(0, Math.floor(next() * whole.length)) };
    },
    () => ({
      kind: 'invalid UTF-8',
      method: 'POST',
      headers: JSON_HEADERS,
      body: Uint8Array.from({ length: 64 }, () => 0x80 + Math.floor(next() * 0x7f)),
    }),
    () => ({ kind: 'trailing garbage', method: 'POST', headers: JSON_HEADERS, body: `${JSON.stringify(valid())}}{` }),
    // JSON, but not JSON-RPC.
    () => ({ kind: 'JSON value', method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(pick(ODD_VALUES)) }),
    () => ({
      kind: 'wrong fields',
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ jsonrpc: pick(['1.0', 2, null, '2.0']), id: pick(ODD_VALUES), method: pick(ODD_VALUES), params: pick(ODD_VALUES) }),
    }),
    () => ({
      kind: 'batch',
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(Array.from({ length: Math.floor(next() * 20) }, () => (next() < 0.5 ? valid() : pick(ODD_VALUES)))),
    }),
    () => ({ kind: 'deep nesting', method: 'POST', headers: JSON_HEADERS, body: nested(1 + Math.floor(next() * 200_000)) }),
    // JSON-RPC, with what MCP does not expect.
    () => ({
      kind: 'odd method',
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ ...valid(), method: pick([...METHODS, 'x/y', '', 'constructor', '__proto__']), params: pick([{}, { name: pick(TOOLS) }]) }),
    }),
    () => ({
      kind: 'odd tool arguments',
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ ...valid(), params: { name: pick(TOOLS), arguments: oddArguments() } }),
    }),
    () => ({
      kind: 'odd resource',
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ ...valid(), method: 'resources/read', params: { uri: pick(ODD_VALUES) } }),
    }),
    // Oversized: a body near the limit, and one over it with and without a declared length.
    () => ({
      kind: 'large argument',
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ ...valid(), params: { name: 'validate_resource', arguments: { resource: 'x'.repeat(900_000) } } }),
    }),
    () => ({ kind: 'over the limit', method: 'POST', headers: JSON_HEADERS, body: ' '.repeat(1024 * 1024 + 1) }),
    // The HTTP around the message.
    () => ({
      kind: 'wrong content type',
      method: 'POST',
      headers: { ...JSON_HEADERS, 'Content-Type': pick(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', '']) },
      body: JSON.stringify(valid()),
    }),
    () => ({
      kind: 'no Accept',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: pick(['text/html', '*/*', 'application/json']) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    }),
    () => ({ kind: 'other method', method: pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']), headers: JSON_HEADERS, body: null }),
    () => ({
      kind: 'foreign origin',
      method: 'POST',
      headers: { ...JSON_HEADERS, Origin: pick(['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'file://']) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    }),
  ];
  const messages: MalformedMessage[] = [];
  // Few of the large bodies: each costs a megabyte on the wire, and one of each kind is as telling as a thousand.
  const large = new Set(['large argument', 'over the limit']);
  let largeCount = 0;
  while (messages.length < count) {
    const message = pick(makers)();
    if (large.has(message.kind) && ++largeCount > 40) continue;
    messages.push(message);
  }
  return messages;
}
