/**
 * The in-memory Medplum as an HTTP server on the reader's machine (`npm run sandbox`): every request goes to
 * one SandboxServer, which keeps what requests write for as long as the process runs and answers as the
 * in-page server does (serve.ts), so any client, curl included, can be pointed at it.
 *
 * It listens on loopback only. A body over MAX_BODY_BYTES gets 413, a request target that is no URL path gets
 * 400, and anything that throws gets 500 with an OperationOutcome: no request stops the process.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:http';
import { normalizeErrorString } from '@medplum/core';
import type { OperationOutcome } from '@medplum/fhirtypes';
import { indexedCore, nodeExpansionSource } from '../../fhir-model';
import { setExpansionSource } from './expand';
import { serveRequest } from './serve';
import { SandboxServer } from './server';

/** The largest body a request may send, as the 2.0.25 server's JSON parser allows (express.json limit 1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The Medplum server's own port. */
export const SANDBOX_PORT = 8103;

function outcome(status: number, text: string, code: string): { status: number; body: OperationOutcome } {
  return {
    status,
    body: {
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: code as 'invalid', details: { text } }],
    },
  };
}

/** The request's body as text, or undefined when it is over MAX_BODY_BYTES. */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent) return;
  response.writeHead(status, { ...headers, 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

/**
 * The request handler of one in-memory server, for node:http. `origin` is where it listens, such as
 * `http://127.0.0.1:8103`: the server writes its links with it.
 */
export function sandboxHandler(origin: () => string, server: SandboxServer = new SandboxServer()) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      const target = request.url ?? '';
      if (!target.startsWith('/') || target.startsWith('//')) {
        const refused = outcome(400, 'The request target must be a path', 'invalid');
        send(response, refused.status, 'application/fhir+json', JSON.stringify(refused.body));
        return;
      }
      const body = await readBody(request);
      if (body === undefined) {
        const refused = outcome(413, 'The request body is over 1 MB', 'too-costly');
        send(response, refused.status, 'application/fhir+json', JSON.stringify(refused.body));
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      const method = (request.method ?? 'GET').toUpperCase();
      const answer = await serveRequest(server, {
        url: `${origin()}${target}`,
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' || body === '' ? {} : { body }),
        form: (headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'),
      });
      send(response, answer.status, answer.contentType, answer.body, answer.headers);
    } catch (error) {
      const failed = outcome(500, normalizeErrorString(error), 'exception');
      send(response, failed.status, 'application/fhir+json', JSON.stringify(failed.body));
    }
  };
}

/** Starts the in-memory Medplum on 127.0.0.1 at `port` (0: any free port); resolves with the listening server. */
export function startSandboxServer(port: number = SANDBOX_PORT): Promise<Server> {
  indexedCore();
  setExpansionSource(nodeExpansionSource());
  let origin = `http://127.0.0.1:${port}`;
  const handler = sandboxHandler(() => origin);
  const http = createServer((request, response) => void handler(request, response));
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => {
      const address = http.address();
      if (typeof address === 'object' && address) origin = `http://127.0.0.1:${address.port}`;
      resolve(http);
    });
  });
}
