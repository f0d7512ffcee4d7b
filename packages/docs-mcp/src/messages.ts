/**
 * The shape a body must have before it reaches the MCP server: one JSON-RPC
 * 2.0 message, or a short batch of them (MCP's 2025-03-26 revision allowed
 * batches; the SDK still reads them). The SDK checks each message against
 * MCP's schema afterwards; this check answers JSON that is not JSON-RPC with
 * JSON-RPC's own Invalid Request, and keeps one POST from carrying many calls
 * past the limit on requests at once.
 */

/** The most messages one POST may carry. */
const MAX_BATCH = 8;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isId = (value: unknown): boolean =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** Why one message is not JSON-RPC 2.0, or null when it is. */
function messageProblem(message: unknown): string | null {
  if (!isObject(message)) return 'a message must be a JSON object';
  if (message.jsonrpc !== '2.0') return 'jsonrpc must be "2.0"';
  if ('method' in message) {
    if (typeof message.method !== 'string' || message.method === '') return 'method must be a non-empty string';
    if ('id' in message && !isId(message.id)) return 'id must be a string or a number';
    if ('params' in message && !isObject(message.params) && !Array.isArray(message.params)) {
      return 'params must be an object';
    }
    return null;
  }
  if (!isId(message.id)) return 'a response needs an id';
  if ('result' in message === 'error' in message) return 'a response has either result or error';
  return null;
}

/** Why a parsed body is not one JSON-RPC message or a batch of at most MAX_BATCH, or null when it is. */
export function bodyProblem(body: unknown): string | null {
  if (!Array.isArray(body)) return messageProblem(body);
  if (body.length === 0) return 'a batch must not be empty';
  if (body.length > MAX_BATCH) return `a batch holds at most ${MAX_BATCH} messages`;
  for (const message of body) {
    const problem = messageProblem(message);
    if (problem) return problem;
  }
  return null;
}
