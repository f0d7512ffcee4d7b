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
    body,
  };
}
