import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { createHandler, type HandlerExtras } from './app';
import { readManifest } from './build-manifest';
import { contentSecurityPolicy } from './content-security-policy';
import { createMcpRoute, MCP_PATH } from './mcp';
import { HOSTING_RULES, type HostingRules } from './hosting-rules';
import { checkRules, everyResponseHeaders } from './rule-lookup';

export interface SiteServerOptions {
  /** The server sits behind a TLS-terminating proxy: send the headers of `overHttps` too. */
  behindTls?: boolean;
  /** Where errors inside the handler are reported (the process's stderr by default). */
  log?: (message: string) => void;
  /** The response rules; those of server/hosting-rules.ts unless a test gives others. */
  rules?: HostingRules;
  /**
   * Web-standard handlers of exact paths, for every method (`/mcp`); other paths answer GET and HEAD only.
   * Their answers get the headers of every response too, unless they set their own.
   */
  webRoutes?: HandlerExtras['webRoutes'];
}

/** Limits that keep slow or oversized requests from holding the server. */
const LIMITS = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  maxHeaderSize: 16 * 1024,
};

/** A whole plain-text answer written straight to a socket Node's HTTP layer gave up on, then closed. */
function answerRaw(socket: Duplex, headers: Record<string, string>, status: string, text: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const lines = Object.entries({
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status}\r\n${lines.join('')}\r\n${text}`);
}

/**
 * An HTTP server for a finished build (see `server/finish-build.ts`), with the
 * project's handler and limits, and the headers the rules give every response
 * on every answer, including those to requests Node's parser rejects. Throws
 * when the build is not finished or the rules do not pass `checkRules`.
 */
export function createSiteServer(dir: string, options: SiteServerOptions = {}): http.Server {
  const root = path.resolve(dir);
  const rules = options.rules ?? HOSTING_RULES;
  checkRules(rules);
  const https = options.behindTls ?? false;
  const built = { 'content-security-policy': contentSecurityPolicy(readManifest(root), https) };
  const headers = everyResponseHeaders(rules, built, https);
  const log = options.log ?? ((message: string) => console.error(message));
  // The MCP endpoint for AI assistants (packages/docs-mcp), the server's one dynamic route.
  const mcp = createMcpRoute(root, log);
  // The handler answers a missing Host itself, so that answer carries the every-response headers too.
  const server = http.createServer(
    { maxHeaderSize: LIMITS.maxHeaderSize, requireHostHeader: false },
    createHandler(root, headers, rules, log, { webRoutes: { [MCP_PATH]: mcp.handle, ...options.webRoutes }, https }),
  );
  server.on('close', () => void mcp.close());
  server.headersTimeout = LIMITS.headersTimeout;
  server.requestTimeout = LIMITS.requestTimeout;
  server.keepAliveTimeout = LIMITS.keepAliveTimeout;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET') {
      socket.destroy();
    } else if (err.code === 'HPE_HEADER_OVERFLOW') {
      answerRaw(socket, headers, '431 Request Header Fields Too Large', 'Request headers too large\n');
    } else {
      answerRaw(socket, headers, '400 Bad Request', 'Bad request\n');
    }
  });
  // CONNECT never reaches the request handler; without this Node drops the socket unanswered.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) =>
    answerRaw(socket, { ...headers, Allow: 'GET, HEAD' }, '405 Method Not Allowed', 'Method not allowed\n'),
  );
  return server;
}
