import { createReadStream, promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeOfHtmlFile } from '../packages/common/src/build-files';
import { mediaType, prefers, type MediaType } from './accept';
import type { HostingRules } from './hosting-rules';
import { codingWeight, isNotModified, rangeStillValid, readRange } from './negotiation';
import { pathHeaders, redirectLocation, redirectsByPath } from './rule-lookup';
import { indexSite, type SiteFile, type Variant } from './site-files';
import { readTarget } from './target';

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

/** The media types of the files' Content-Type values, parsed once each. */
const mediaTypes = new Map<string, MediaType>();
function mediaTypeOf(file: SiteFile): MediaType {
  let media = mediaTypes.get(file.contentType);
  if (!media) {
    media = mediaType(file.contentType);
    mediaTypes.set(file.contentType, media);
  }
  return media;
}

/** The page, or its Markdown twin when the request's Accept weighs Markdown strictly above HTML. */
function representation(req: IncomingMessage, file: SiteFile): SiteFile {
  if (!file.twin) return file;
  return prefers(req.headers.accept, mediaTypeOf(file.twin), mediaTypeOf(file)) ? file.twin : file;
}

/**
 * The request handler for a finished production build (see
 * `server/finish-build.ts`): clean URLs, precompressed brotli and gzip copies,
 * byte ranges, conditional requests, and what `rules` (server/hosting-rules.ts)
 * say: headers by path, fixed redirects, the not-found page, and the Markdown
 * twin sent for a page to a request that prefers it; `headers` go on every
 * response. It reads the build and never writes to it. No request can make it
 * throw: an error answers 500 and is logged.
 */
export function createHandler(
  root: string,
  headers: Record<string, string>,
  rules: HostingRules,
  log: (message: string) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  const site = indexSite(root, pathHeaders(rules.byPath), rules.twins);
  const notFound = site.get(routeOfHtmlFile(rules.notFound.page));
  const redirects = redirectsByPath(rules.redirects);
  const cache = new FileCache();

  function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
    res.writeHead(status, { 'Content-Type': PLAIN_TEXT, 'Content-Length': Buffer.byteLength(text), ...extra });
    res.end(text);
  }

  function sendRedirect(res: ServerResponse, status: number, location: string): void {
    res.writeHead(status, { ...rules.onRedirect, Location: location, 'Content-Length': 0 });
    res.end();
  }

  async function sendBody(
    req: IncomingMessage,
    res: ServerResponse,
    variant: Variant,
    status: number,
    start: number,
    end: number,
  ): Promise<void> {
    res.statusCode = status;
    res.setHeader('Content-Length', end - start + 1);
    if (req.method === 'HEAD' || end < start) {
      res.end();
      return;
    }
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

  function chooseVariant(req: IncomingMessage, file: SiteFile): Variant {
    const accept = req.headers['accept-encoding'];
    if (file.br && codingWeight(accept, 'br') > 0) return file.br;
    if (file.gzip && codingWeight(accept, 'gzip') > 0) return file.gzip;
    return file.identity;
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: number): Promise<void> {
    const rangeHeader = status === 200 && req.method === 'GET' ? req.headers.range : undefined;
    // A byte range is of the file as built: ranges and content coding do not mix here.
    const variant = rangeHeader === undefined ? chooseVariant(req, file) : file.identity;
    res.setHeader('Content-Type', file.contentType);
    for (const [name, value] of Object.entries(file.headers)) res.setHeader(name, value);
    const vary = [...(file.variesByAccept ? ['Accept'] : []), ...(file.br || file.gzip ? ['Accept-Encoding'] : [])];
    if (vary.length > 0) res.setHeader('Vary', vary.join(', '));
    if (file.contentLocation) res.setHeader('Content-Location', file.contentLocation);
    if (variant.encoding !== 'identity') res.setHeader('Content-Encoding', variant.encoding);
    if (status !== 200) {
      await sendBody(req, res, variant, status, 0, variant.size - 1);
      return;
    }
    res.setHeader('ETag', variant.etag);
    res.setHeader('Last-Modified', file.modified.toUTCString());
    res.setHeader('Accept-Ranges', 'bytes');
    if (isNotModified(req.headers, variant.etag, file.modified)) {
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Encoding');
      res.statusCode = 304;
      res.end();
      return;
    }
    const ifRange = req.headers['if-range'];
    const useRange = rangeStillValid(typeof ifRange === 'string' ? ifRange : undefined, variant.etag, file.modified);
    const range = readRange(useRange ? rangeHeader : undefined, variant.size);
    if (range.kind === 'unsatisfiable') {
      res.removeHeader('Content-Type');
      sendText(res, 416, 'Range not satisfiable\n', { 'Content-Range': `bytes */${variant.size}` });
      return;
    }
    if (range.kind === 'partial') {
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${variant.size}`);
      await sendBody(req, res, variant, 206, range.start, range.end);
      return;
    }
    await sendBody(req, res, variant, 200, 0, variant.size - 1);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
      return;
    }
    if (req.httpVersion === '1.1' && !req.headers.host) {
      sendText(res, 400, 'Missing Host header\n');
      return;
    }
    const target = readTarget(req.url);
    if (target.kind === 'refuse') {
      sendText(res, target.status, `${target.reason}\n`);
      return;
    }
    if (target.kind === 'redirect') {
      sendRedirect(res, 301, target.location);
      return;
    }
    const redirect = redirects.get(target.path);
    if (redirect) {
      sendRedirect(res, redirect.status, redirectLocation(redirect, target.query));
      return;
    }
    const file = site.get(target.path);
    if (file) {
      await sendFile(req, res, representation(req, file), 200);
    } else if (notFound) {
      await sendFile(req, res, notFound, rules.notFound.status);
    } else {
      sendText(res, rules.notFound.status, 'Not found\n');
    }
  }

  return (req, res) => {
    handle(req, res).catch((err: Error) => {
      log(`Error answering ${req.method} ${req.url}: ${err.stack ?? err.message}`);
      if (!res.headersSent) {
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Range');
        sendText(res, 500, 'Internal server error\n');
      } else {
        res.destroy();
      }
    });
  };
}
