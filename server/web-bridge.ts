/**
 * Node's HTTP objects as Web-standard ones and back, for the code of
 * server/web/ (Web-standard, shared with the Pages Functions of the deploy)
 * and for handlers that answer a path of the site by themselves (`/mcp`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** A Web-standard request handler, as server/web/ and the Pages Functions write them. */
export type WebHandler = (request: Request) => Promise<Response>;

/** A Host header that can stand in a URL; anything else is replaced by `localhost` there (the header is kept). */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The request as a Web Request for `pathAndQuery` (`/a/b?q`, encoded), with
 * its headers; with its body as a stream for methods that may have one, and
 * a signal that aborts when the client goes away before the answer ends.
 */
export function webRequest(req: IncomingMessage, res: ServerResponse, pathAndQuery: string, https: boolean): Request {
  const host = req.headers.host;
  const origin = `${https ? 'https' : 'http'}://${host && PLAIN_HOST.test(host) ? host : 'localhost'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (value) for (const item of value) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
    init.signal = controller.signal;
  }
  return new Request(new URL(pathAndQuery, origin), init);
}

/**
 * Writes a Web Response to Node's response, its headers over those already
 * set (the headers of every response), its body streamed chunk by chunk
 * (so that a stream of events reaches the client as it is written), none for
 * HEAD. The body is cancelled when the client goes away. An answer written
 * before the request's body was read closes the connection.
 */
export async function writeWebResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  res.statusCode = response.status;
  // An answer given before the request's body was read (413 to a body over a limit): the connection closes after
  // it, so that no client sends its next request on a connection whose unread bytes would be taken as one.
  if (!res.req.complete) res.setHeader('Connection', 'close');
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (head || response.body === null) {
    await response.body?.cancel();
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const gone = () => void reader.cancel().catch(() => {});
  res.on('close', gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
    }
    res.end();
  } finally {
    res.off('close', gone);
  }
}
