/**
 * The in-memory server as a React sample's frame reaches it: a request with its body as text crosses from the
 * frame through the page to the runner worker (protocol.ts ServeRequest), and this answers it as the server
 * answers MedplumClient, with the body as text again.
 */
import type { ServedAnswer, ServedRequest } from './protocol';
import type { SandboxServer } from './server';

/** A response as the server hands it to MedplumClient: its own routes' have text(), MockClient's only json(). */
interface ServerResponse {
  status: number;
  headers?: { get(name: string): string | null };
  text?: () => Promise<string>;
  json: () => Promise<unknown>;
}

/** Where MockClient's router takes requests (server.ts MOCK_BASE): a frame's client sends them to its own base URL. */
const ROUTER_BASE = 'https://example.com';

export async function serveRequest(server: SandboxServer, given: ServedRequest): Promise<ServedAnswer> {
  const address = new URL(given.url);
  // The server writes links with the base URL its first client gave, as SandboxClient does.
  server.baseUrl ??= `${address.origin}/`;
  const response = (await server.fetch(`${ROUTER_BASE}${address.pathname}${address.search}`, {
    method: given.method,
    headers: given.headers,
    // The token endpoint reads a form, as MedplumClient sends it.
    ...(given.body === undefined ? {} : { body: given.form ? new URLSearchParams(given.body) : given.body }),
  })) as unknown as ServerResponse;
  const body = typeof response.text === 'function' ? await response.text() : JSON.stringify(await response.json());
  return {
    status: response.status,
    contentType: response.headers?.get('content-type') ?? 'application/json',
    headers: versionHeaders(body),
    body,
  };
}

/**
 * The headers the server sets on an answer that is one resource (fhir/routes.ts `sendResponse`): `ETag` with its
 * version and `Last-Modified` with its last update, when the resource has them.
 */
function versionHeaders(body: string): Record<string, string> {
  let meta: { versionId?: unknown; lastUpdated?: unknown } | undefined;
  try {
    meta = (JSON.parse(body) as { meta?: typeof meta } | null)?.meta;
  } catch {
    return {};
  }
  const headers: Record<string, string> = {};
  if (typeof meta?.versionId === 'string') headers.ETag = `"${meta.versionId}"`;
  if (typeof meta?.lastUpdated === 'string') headers['Last-Modified'] = new Date(meta.lastUpdated).toUTCString();
  return headers;
}
