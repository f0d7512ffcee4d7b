/**
 * The frame's way to the in-memory server: the frame has no worker and no
 * network (its policy allows neither), so each request of a client goes to
 * the page as a message, the page hands it to the runner worker's server,
 * and the answer comes back the same way (protocol.ts).
 */
import type { ServedAnswer, ServedRequest } from '../../medplum-sandbox/browser';
import type { FrameToPage } from './protocol';

/** Posts a message to the page that holds the frame. */
export function postToPage(message: FrameToPage): void {
  window.parent.postMessage(message, '*');
}

let lastId = 0;
const waiting = new Map<number, (answer: ServedAnswer) => void>();

/** Called with each answer the page posts. */
export function answered(id: number, answer: ServedAnswer): void {
  waiting.get(id)?.(answer);
  waiting.delete(id);
}

function headersOf(headers: RequestInit['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    result[name] = value;
  });
  return result;
}

/** A `fetch` for MedplumClient that asks the in-memory server, through the page. */
export function bridgeFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const { body } = init;
  if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof URLSearchParams)) {
    return Promise.reject(new Error('The in-memory server stores no files: sending one needs a real Medplum server.'));
  }
  const id = ++lastId;
  const request: ServedRequest = {
    url,
    method: (init.method ?? 'GET').toUpperCase(),
    headers: headersOf(init.headers),
    ...(typeof body === 'string' ? { body } : {}),
    ...(body instanceof URLSearchParams ? { body: body.toString(), form: true } : {}),
  };
  return new Promise((resolve) => {
    waiting.set(id, (answer) => {
      const empty = answer.status === 204 || answer.status === 304;
      resolve(
        new Response(empty ? null : answer.body, {
          status: answer.status,
          headers: answer.contentType ? { 'content-type': answer.contentType } : {},
        }),
      );
    });
    postToPage({ kind: 'fetch', id, request });
  });
}
