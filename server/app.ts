import { createReadStream, promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeOfHtmlFile } from '../packages/common/src/build-files';
import type { HostingRules } from './hosting-rules';
import { codingWeight, isNotModified, rangeStillValid, readRange } from './negotiation';
import { pathHeaders, redirectLocation, redirectsByPath } from './rule-lookup';
import { indexSite, type SiteFile, type Variant } from './site-files';
import { readTarget, type Target } from './target';
import { prefersTwin, toTwinAnswerHeaders, toTwinRequestHeaders, type HeaderAccess } from './web/twins';
import { webRequest, writeWebResponse, type WebHandler } from './web-bridge';

/** Files up to this size are kept in memory after their first request. */
const CACHE_FILE_LIMIT = 1024 * 1024;
const CACHE_TOTAL_LIMIT = 128 * 1024 * 1024;

const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** Contents of small files, read once; larger ones are streamed from disk. */
class FileCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private total = 0;

  read(variant: Variant): Promise<Buffer> | null {
    if (variant.size > CACHE_FILE_LIMIT) return null;
    let entry = this.entries.get(variant.file);
    if (!entry) {
      entry = fs.readFile(variant.file);
      if (this.total + variant.size <= CACHE_TOTAL_LIMIT) {
        this.entries.set(variant.file, entry);
        this.total += variant.size;
        entry.catch(() => {
          this.entries.delete(variant.file);
          this.total -= variant.size;
        });
      }
    }
    return entry;
  }
}

/** A request's headers by lower-case name, as Node gives them. */
type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Bytes of a stored file to send: `start` to `end`, inclusive. */
interface FileBody {
  variant: Variant;
  start: number;
  end: number;
}

/**
 * An answer decided on, before it is written to Node's response: its
 * headers are what the functions of server/web/ read and change.
 */
interface Reply {
  status: number;
  headers: Record<string, string | number>;
  /** None for HEAD, 304 and redirects. */
  body: FileBody | { text: string } | null;
}

/**
 * A record of headers as the code of server/web/ reads and changes them: names matched without case, the
 * record's own spelling kept. A class, so that no function is made per use.
 */
class RecordHeaders implements HeaderAccess {
  private readonly names = new Map<string, string>();

  constructor(private readonly record: Record<string, string | number>) {
    for (const name of Object.keys(record)) this.names.set(name.toLowerCase(), name);
  }

  get(name: string): string | null {
    const found = this.names.get(name.toLowerCase());
    return found === undefined ? null : String(this.record[found]);
  }

  set(name: string, value: string): void {
    const lower = name.toLowerCase();
    const found = this.names.get(lower);
    if (found === undefined) this.names.set(lower, name);
    this.record[found ?? name] = value;
  }

  delete(name: string): void {
    const lower = name.toLowerCase();
    const found = this.names.get(lower);
    if (found === undefined) return;
    delete this.record[found];
    this.names.delete(lower);
  }
}

function textReply(status: number, text: string, extra: Record<string, string | number> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': PLAIN_TEXT, 'Content-Length': Buffer.byteLength(text), ...extra },
    body: { text },
  };
}

function chooseVariant(acceptEncoding: string | undefined, file: SiteFile): Variant {
  if (file.br && codingWeight(acceptEncoding, 'br') > 0) return file.br;
  if (file.gzip && codingWeight(acceptEncoding, 'gzip') > 0) return file.gzip;
  return file.identity;
}

/** `out` with the length of the bytes sent, and those bytes unless the method is HEAD. */
function bytesReply(
  out: Record<string, string | number>,
  method: string,
  variant: Variant,
  status: number,
  start: number,
  end: number,
): Reply {
  out['Content-Length'] = end - start + 1;
  return { status, headers: out, body: method === 'HEAD' || end < start ? null : { variant, start, end } };
}

/**
 * The answer with a file of the site: its bytes, a part of them, 304 or 416, by the request's headers. Written
 * without closures: every function made per request costs (tsx names each one).
 */
function fileReply(method: string, headers: RequestHeaders, file: SiteFile, status: number): Reply {
  const rangeHeader = status === 200 && method === 'GET' ? single(headers.range) : undefined;
  // A byte range is of the file as built: ranges and content coding do not mix here.
  const variant = rangeHeader === undefined ? chooseVariant(single(headers['accept-encoding']), file) : file.identity;
  const out: Record<string, string | number> = { 'Content-Type': file.contentType, ...file.headers };
  if (file.vary) out.Vary = file.vary;
  if (variant.encoding !== 'identity') out['Content-Encoding'] = variant.encoding;
  if (status !== 200) return bytesReply(out, method, variant, status, 0, variant.size - 1);
  out.ETag = variant.etag;
  out['Last-Modified'] = file.modified.toUTCString();
  out['Accept-Ranges'] = 'bytes';
  const conditions = {
    'if-none-match': single(headers['if-none-match']),
    'if-modified-since': single(headers['if-modified-since']),
  };
  if (isNotModified(conditions, variant.etag, file.modified)) {
    delete out['Content-Type'];
    delete out['Content-Encoding'];
    return { status: 304, headers: out, body: null };
  }
  const useRange = rangeStillValid(single(headers['if-range']), variant.etag, file.modified);
  const range = readRange(useRange ? rangeHeader : undefined, variant.size);
  if (range.kind === 'unsatisfiable') {
    delete out['Content-Type'];
    return textReply(416, 'Range not satisfiable\n', { ...out, 'Content-Range': `bytes */${variant.size}` });
  }
  if (range.kind === 'partial') {
    out['Content-Range'] = `bytes ${range.start}-${range.end}/${variant.size}`;
    return bytesReply(out, method, variant, 206, range.start, range.end);
  }
  return bytesReply(out, method, variant, 200, 0, variant.size - 1);
}

/** The request-target as sent, in origin form, for the URL a Web handler sees. */
function sentTarget(req: IncomingMessage, target: Target): string {
  if (req.url?.startsWith('/')) return req.url;
  return target.kind === 'path' ? target.path + target.query : '/';
}

export interface HandlerExtras {
  /**
   * Handlers that answer one exact path of the site, whatever the method,
   * with Web-standard code (`/mcp`); every other path keeps GET and HEAD only.
   */
  webRoutes?: Record<string, WebHandler>;
  /** The site is served over HTTPS (behind TLS): the scheme of the URLs Web handlers see. */
  https?: boolean;
}

/**
 * The request handler for a finished production build (see
 * `server/finish-build.ts`): clean URLs, precompressed brotli and gzip copies,
 * byte ranges, conditional requests, and what `rules` (server/hosting-rules.ts)
 * say: headers by path, fixed redirects, the not-found page, and the Markdown
 * twin sent for a page to a request that prefers it (by the functions of
 * server/web/twins.ts, whose middleware the Pages Function of the deploy
 * runs); `headers` go on every response. It reads the build and never
 * writes to it. No request can make it throw: an error answers 500 and is logged.
 */
export function createHandler(
  root: string,
  headers: Record<string, string>,
  rules: HostingRules,
  log: (message: string) => void,
  extras: HandlerExtras = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const site = indexSite(root, pathHeaders(rules.byPath), rules.twins);
  const notFound = site.get(routeOfHtmlFile(rules.notFound.page));
  const redirects = redirectsByPath(rules.redirects);
  const webRoutes = new Map(Object.entries(extras.webRoutes ?? {}));
  const https = extras.https ?? false;
  const cache = new FileCache();

  /** The answer for a clean path: its file, or the not-found page. */
  function pathReply(method: string, headers: RequestHeaders, file: SiteFile | undefined): Reply {
    if (file) return fileReply(method, headers, file, 200);
    if (notFound) return fileReply(method, headers, notFound, rules.notFound.status);
    return textReply(rules.notFound.status, 'Not found\n');
  }

  async function writeBody(res: ServerResponse, body: Reply['body']): Promise<void> {
    if (body === null) {
      res.end();
      return;
    }
    if ('text' in body) {
      res.end(body.text);
      return;
    }
    const { variant, start, end } = body;
    const cached = cache.read(variant);
    if (cached) {
      const buffer = await cached;
      res.end(buffer.subarray(start, end + 1));
      return;
    }
    const stream = createReadStream(variant.file, { start, end });
    stream.on('error', (err) => {
      log(`Cannot read ${variant.file}: ${err.message}`);
      res.destroy(err);
    });
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  }

  function redirectReply(status: number, location: string): Reply {
    return { status, headers: { ...rules.onRedirect, Location: location, 'Content-Length': 0 }, body: null };
  }

  async function writeReply(res: ServerResponse, reply: Reply): Promise<void> {
    res.writeHead(reply.status, reply.headers);
    await writeBody(res, reply.body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const method = req.method ?? 'GET';
    const target = readTarget(req.url);
    const route = target.kind === 'path' ? webRoutes.get(target.path) : undefined;
    if (!route && method !== 'GET' && method !== 'HEAD') {
      await writeReply(res, textReply(405, 'Method not allowed\n', { Allow: 'GET, HEAD' }));
      return;
    }
    if (req.httpVersion === '1.1' && !req.headers.host) {
      await writeReply(res, textReply(400, 'Missing Host header\n'));
      return;
    }
    if (route) {
      await writeWebResponse(res, await route(webRequest(req, res, sentTarget(req, target), https)), method === 'HEAD');
      return;
    }
    if (target.kind === 'refuse') {
      await writeReply(res, textReply(target.status, `${target.reason}\n`));
      return;
    }
    if (target.kind === 'redirect') {
      await writeReply(res, redirectReply(301, target.location));
      return;
    }
    const redirect = redirects.get(target.path);
    if (redirect) {
      await writeReply(res, redirectReply(redirect.status, redirectLocation(redirect, target.query)));
      return;
    }
    const file = site.get(target.path);
    const twin = file?.twinPath === undefined ? undefined : site.get(file.twinPath);
    if (twin && prefersTwin(req.headers.accept)) {
      // A page asked for as Markdown: its twin's file, by the functions of the middleware the Pages Function runs
      // (server/web/twins.ts), applied to the server's own answer (no Request or Response to make: speed).
      let headers: RequestHeaders = req.headers;
      if (req.headers['if-none-match'] !== undefined || req.headers['if-range'] !== undefined) {
        const validators: Record<string, string> = {};
        for (const name of ['if-none-match', 'if-range']) {
          const value = single(req.headers[name]);
          if (value !== undefined) validators[name] = value;
        }
        toTwinRequestHeaders(new RecordHeaders(validators));
        headers = { ...req.headers, ...validators };
      }
      const reply = fileReply(method, headers, twin, 200);
      toTwinAnswerHeaders(new RecordHeaders(reply.headers), file!.twinPath!);
      await writeReply(res, reply);
      return;
    }
    await writeReply(res, pathReply(method, req.headers, file));
  }

  return (req, res) => {
    handle(req, res).catch((err: Error) => {
      log(`Error answering ${req.method} ${req.url}: ${err.stack ?? err.message}`);
      if (!res.headersSent) {
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Range');
        const reply = textReply(500, 'Internal server error\n');
        res.writeHead(reply.status, reply.headers);
        res.end('Internal server error\n');
      } else {
        res.destroy();
      }
    });
  };
}
