/**
 * The MCP endpoint as one Web-standard function from Request to Response, for
 * any runtime that has them (the project's Node.js server, Cloudflare Pages
 * Functions). Stateless Streamable HTTP: every POST carries whole JSON-RPC
 * messages and gets its answers as one JSON body; there is no session and no
 * server-sent stream. Before a message reaches the MCP server (server.ts) the
 * handler checks what the MCP specification and a public server need: the
 * method, the `Origin` (DNS rebinding), the size of the body, well-formed
 * JSON, how many requests run at once, how long one runs and how large its
 * answer is. Nothing a client sends makes it throw.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { readBody } from './body';
import type { FhirRunner } from './fhir-runner';
import { INTERNAL_ERROR, INVALID_REQUEST, PARSE_ERROR, SERVER_ERROR, errorResponse, requestIdOf } from './jsonrpc';
import { MAX_BODY_BYTES, MAX_CONCURRENT_REQUESTS, REQUEST_LIMIT_MS } from './limits';
import { bodyProblem } from './messages';
import { createDocsServer, createDocsTools } from './server';
import type { McpSite } from './site';

export interface McpHandlerOptions {
  site: McpSite;
  /** Runs FHIRPath and the validator: in a worker thread on Node.js, in the request on Cloudflare. */
  fhir: FhirRunner;
  /**
   * Origins whose pages may call the endpoint from a browser (the site's own,
   * and where the project's server listens). A request without `Origin` (a
   * client that is not a browser) is answered; one from any other origin is
   * refused, as the MCP specification asks of servers against DNS rebinding.
   * A pattern stands for a family of origins (every loopback port).
   */
  allowedOrigins: readonly (string | RegExp)[];
  /** Where errors inside the handler are reported. */
  log?: (message: string) => void;
  /** Lower limits, for tests. */
  limits?: Partial<HandlerLimits>;
}

export interface HandlerLimits {
  maxBodyBytes: number;
  maxConcurrent: number;
  requestMs: number;
  /** The largest answer body, in bytes. */
  maxResponseBytes: number;
}

const DEFAULT_LIMITS: HandlerLimits = {
  maxBodyBytes: MAX_BODY_BYTES,
  maxConcurrent: MAX_CONCURRENT_REQUESTS,
  requestMs: REQUEST_LIMIT_MS,
  maxResponseBytes: 512 * 1024,
};

const ALLOW = { Allow: 'POST' };

/** A JSON media type in Content-Type (`application/json`, with or without parameters). */
function isJson(contentType: string | null): boolean {
  return contentType !== null && /^\s*application\/json\s*(;|$)/i.test(contentType);
}

export function createMcpHandler(options: McpHandlerOptions): (request: Request) => Promise<Response> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const exact = new Set(
    options.allowedOrigins.filter((origin) => typeof origin === 'string').map((origin) => origin.toLowerCase()),
  );
  const patterns = options.allowedOrigins.filter((origin) => origin instanceof RegExp);
  const allowed = (origin: string) =>
    exact.has(origin.toLowerCase()) || patterns.some((pattern) => pattern.test(origin));
  const log = options.log ?? ((message: string) => console.error(message));
  const tools = createDocsTools(options.site, options.fhir);
  let running = 0;

  async function answer(request: Request): Promise<Response> {
    const body = await readBody(request, limits.maxBodyBytes);
    if (!body.ok) {
      return errorResponse(413, SERVER_ERROR, `The request body is larger than ${limits.maxBodyBytes} bytes.`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return errorResponse(400, PARSE_ERROR, 'Parse error: the body is not JSON.');
    }
    const id = requestIdOf(parsed);
    const problem = bodyProblem(parsed);
    if (problem) return errorResponse(400, INVALID_REQUEST, `Invalid Request: ${problem}.`, id);
    const server = await createDocsServer(tools);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<Response>((resolve) => {
      timer = setTimeout(
        () =>
          resolve(
            errorResponse(503, SERVER_ERROR, `The request took longer than ${limits.requestMs / 1000} s.`, id, {
              'Retry-After': '5',
            }),
          ),
        limits.requestMs,
      );
    });
    try {
      await server.connect(transport);
      const response = await Promise.race([transport.handleRequest(request, { parsedBody: parsed }), deadline]);
      return await capped(response, id);
    } finally {
      clearTimeout(timer);
      await transport.close().catch(() => undefined);
      await server.close().catch(() => undefined);
    }
  }

  /** The answer, or an error in its place when its body is larger than the limit. */
  async function capped(response: Response, id: ReturnType<typeof requestIdOf>): Promise<Response> {
    const text = await response.text();
    if (new TextEncoder().encode(text).byteLength > limits.maxResponseBytes) {
      return errorResponse(500, INTERNAL_ERROR, `The answer is larger than ${limits.maxResponseBytes} bytes.`, id);
    }
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', 'no-store');
    return new Response(response.status === 204 || response.status === 202 ? null : text, {
      status: response.status,
      headers,
    });
  }

  return async (request) => {
    if (request.method !== 'POST') {
      return errorResponse(
        405,
        SERVER_ERROR,
        'Method not allowed: this endpoint keeps no session and streams nothing; send JSON-RPC messages with POST.',
        null,
        ALLOW,
      );
    }
    const origin = request.headers.get('origin');
    if (origin !== null && !allowed(origin)) {
      return errorResponse(403, SERVER_ERROR, `Forbidden: requests from the origin ${origin} are not accepted.`);
    }
    if (!isJson(request.headers.get('content-type'))) {
      return errorResponse(415, SERVER_ERROR, 'Unsupported Media Type: the body must be application/json.');
    }
    if (running >= limits.maxConcurrent) {
      return errorResponse(503, SERVER_ERROR, 'Too many requests at once; try again shortly.', null, {
        'Retry-After': '1',
      });
    }
    running += 1;
    try {
      return await answer(request);
    } catch (err) {
      log(`MCP request failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return errorResponse(500, INTERNAL_ERROR, 'Internal error.');
    } finally {
      running -= 1;
    }
  };
}
