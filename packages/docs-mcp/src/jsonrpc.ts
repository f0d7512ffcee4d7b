/**
 * Answers the endpoint gives before a message reaches the MCP server: HTTP
 * refusals with a JSON-RPC error body, as the Streamable HTTP transport does
 * for its own refusals, so a client reads every failure the same way.
 */

/** JSON-RPC 2.0's error codes, and the one the SDK uses for a refused connection. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const SERVER_ERROR = -32000;
export const INTERNAL_ERROR = -32603;

export type JsonRpcId = string | number | null;

/** A JSON-RPC error answer with an HTTP status. */
export function errorResponse(
  status: number,
  code: number,
  message: string,
  id: JsonRpcId = null,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The id of a JSON-RPC request, when the body is one; null otherwise (a batch, a notification, garbage). */
export function requestIdOf(body: unknown): JsonRpcId {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}
