import net from 'node:net';

/** The list of hostile requests the production server is tested with, sent as raw bytes. */

export interface RawReply {
  status: number;
  headers: Map<string, string>;
  text: string;
}

/** Sends bytes exactly as given on a fresh connection and reads the whole answer. */
export function sendRaw(port: number, bytes: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, text });
    });
    socket.write(bytes, 'latin1');
  });
}

export const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;

/** A request sent as raw bytes, and the answer it must get. */
export interface HostileCase {
  name: string;
  bytes: string;
  status: number;
  location?: string;
  /** The Content-Type the answer must have, where it matters (Accept headers: HTML unless Markdown is preferred). */
  contentType?: string;
}

const HTML = 'text/html; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';

export const CASES: HostileCase[] = [
  // Traversal, in the encodings attackers use: dot segments resolve inside the site, encoded slashes stay part of a name.
  { name: 'dot-dot traversal', bytes: get('/../../etc/passwd'), status: 301, location: '/etc/passwd' },
  { name: 'encoded dot-dot', bytes: get('/%2e%2e/%2e%2e/etc/passwd'), status: 301, location: '/etc/passwd' },
  { name: 'mixed-case encoded dots', bytes: get('/%2E%2e/%2E./etc/passwd'), status: 301, location: '/etc/passwd' },
  { name: 'encoded slashes', bytes: get('/..%2f..%2fetc%2fpasswd'), status: 404 },
  { name: 'all encoded', bytes: get('/%2e%2e%2f%2e%2e%2fetc%2fpasswd'), status: 404 },
  { name: 'double encoding', bytes: get('/%252e%252e/%252e%252e/etc/passwd'), status: 404 },
  { name: 'backslashes', bytes: get('/..\\..\\etc\\passwd'), status: 404 },
  { name: 'encoded backslashes', bytes: get('/..%5c..%5cetc%5cpasswd'), status: 404 },
  { name: 'overlong UTF-8 dots', bytes: get('/%c0%ae%c0%ae/etc/passwd'), status: 400 },
  { name: 'NUL byte', bytes: get('/about%00.html'), status: 400 },
  { name: 'encoded newline', bytes: get('/about%0d%0aSet-Cookie:%20x=1'), status: 400 },
  // Dotfiles are never served, however they are spelled.
  { name: 'dotfile', bytes: get('/.env'), status: 404 },
  { name: 'encoded dotfile', bytes: get('/%2eenv'), status: 404 },
  { name: 'dot folder', bytes: get('/.git/config'), status: 404 },
  { name: 'build manifest', bytes: get('/.server-manifest.json'), status: 404 },
  { name: 'compressed copy by name', bytes: get('/about.html.gz'), status: 404 },
  // Slashes and open redirects: a Location always stays on this site.
  { name: 'two slashes', bytes: get('//'), status: 301, location: '/' },
  { name: 'a thousand slashes', bytes: get('/'.repeat(1000)), status: 301, location: '/' },
  { name: 'protocol-relative', bytes: get('//evil.example'), status: 301, location: '/evil.example' },
  { name: 'dot then slashes', bytes: get('/.//evil.example/'), status: 301, location: '/evil.example' },
  { name: 'encoded dot then slashes', bytes: get('/%2e//evil.example/'), status: 301, location: '/evil.example' },
  { name: 'dot-dot then slashes', bytes: get('/..//evil.example/'), status: 301, location: '/evil.example' },
  {
    name: 'encoded slashes redirect',
    bytes: get('/%2f%2fevil.example/'),
    status: 301,
    location: '/%2F%2Fevil.example',
  },
  { name: 'backslash redirect', bytes: get('/\\evil.example/'), status: 301, location: '/%5Cevil.example' },
  {
    name: 'encoded backslash redirect',
    bytes: get('/%5c%5cevil.example/'),
    status: 301,
    location: '/%5C%5Cevil.example',
  },
  {
    name: 'index.html of a slashed path',
    bytes: get('//evil.example/index.html'),
    status: 301,
    location: '/evil.example',
  },
  { name: 'absolute-form target', bytes: get('http://evil.example/about'), status: 200 },
  {
    name: 'absolute-form with slashes',
    bytes: get('http://evil.example//evil.example/'),
    status: 301,
    location: '/evil.example',
  },
  { name: 'asterisk target', bytes: get('*'), status: 400 },
  { name: 'relative target', bytes: get('about'), status: 400 },
  // Long URLs.
  { name: 'URL over 2 KB', bytes: get('/' + 'a'.repeat(3000)), status: 414 },
  { name: 'URL over the header limit', bytes: get('/' + 'a'.repeat(20_000)), status: 431 },
  // Odd methods and malformed requests.
  {
    name: 'POST with a body',
    bytes: 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello',
    status: 405,
  },
  { name: 'PROPFIND', bytes: 'PROPFIND / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', status: 405 },
  { name: 'TRACE', bytes: 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', status: 405 },
  { name: 'OPTIONS *', bytes: 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', status: 405 },
  { name: 'CONNECT', bytes: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', status: 405 },
  { name: 'unknown method', bytes: 'FROB / HTTP/1.1\r\nHost: x\r\n\r\n', status: 400 },
  { name: 'lower-case method', bytes: 'get / HTTP/1.1\r\nHost: x\r\n\r\n', status: 400 },
  { name: 'garbage', bytes: '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n', status: 400 },
  { name: 'no Host header', bytes: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400 },
  { name: 'control character in a header', bytes: get('/', 'X-Bad: a\x01b\r\n'), status: 400 },
  {
    name: 'smuggling: Content-Length and chunked',
    bytes: get('/', 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n'),
    status: 400,
  },
  // Bad ranges and conditionals never fail a request.
  { name: 'reversed range', bytes: get('/data/digits.txt', 'Range: bytes=500-100\r\n'), status: 200 },
  {
    name: 'huge range start',
    bytes: get('/data/digits.txt', 'Range: bytes=99999999999999999999999-\r\n'),
    status: 416,
  },
  { name: 'huge suffix', bytes: get('/data/digits.txt', 'Range: bytes=-99999999999999999999999\r\n'), status: 206 },
  { name: 'negative range', bytes: get('/data/digits.txt', 'Range: bytes=--1\r\n'), status: 200 },
  {
    name: 'a thousand ranges',
    bytes: get('/data/digits.txt', `Range: bytes=${'0-1,'.repeat(1000)}2-3\r\n`),
    status: 200,
  },
  { name: 'range on a page', bytes: get('/about', 'Range: bytes=500-100\r\n'), status: 200 },
  { name: 'range on a missing page', bytes: get('/missing', 'Range: bytes=0-10\r\n'), status: 404 },
  { name: 'bad If-Modified-Since', bytes: get('/about', 'If-Modified-Since: yesterday\r\n'), status: 200 },
  { name: 'bad If-Range', bytes: get('/data/digits.txt', 'Range: bytes=0-1\r\nIf-Range: ???\r\n'), status: 200 },
  { name: 'empty If-None-Match', bytes: get('/about', 'If-None-Match: \r\n'), status: 200 },
  { name: 'odd Accept-Encoding', bytes: get('/about', 'Accept-Encoding: br;q=abc, gzip;q=-1, *;q=\r\n'), status: 200 },
  // Accept on a page with a Markdown twin: whatever it holds, the answer is the HTML or the twin, never an error.
  {
    name: 'Accept with q=abc',
    bytes: get('/docs/api', 'Accept: text/markdown;q=abc\r\n'),
    status: 200,
    contentType: HTML,
  },
  {
    name: 'Accept with weights out of range',
    bytes: get('/docs/api', 'Accept: text/markdown;q=2, text/html;q=-1, */*;q=1.5\r\n'),
    status: 200,
    contentType: HTML,
  },
  {
    name: 'Accept without a subtype, slash or value',
    bytes: get('/docs/api', 'Accept: text, /, ;q=1, text/;q=1, */markdown, =\r\n'),
    status: 200,
    contentType: HTML,
  },
  {
    name: 'Accept with an unclosed quote',
    bytes: get('/docs/api', 'Accept: text/markdown;a="b, text/html;q=0\r\n'),
    status: 200,
    contentType: HTML,
  },
  {
    name: 'Accept of backslashes and quotes',
    bytes: get('/docs/api', `Accept: text/markdown;a="${'\\"'.repeat(3000)}\r\n`),
    status: 200,
    contentType: HTML,
  },
  {
    name: 'Accept of 800 members, Markdown last',
    bytes: get('/docs/api', `Accept: ${'text/html;q=0.1, '.repeat(800)}text/markdown\r\n`),
    status: 200,
    contentType: MARKDOWN,
  },
  {
    name: 'Accept of 15 KB of commas and semicolons',
    bytes: get('/docs/api', `Accept: ${',;'.repeat(7500)}\r\n`),
    status: 200,
    contentType: HTML,
  },
  {
    name: 'Accept repeated, Markdown in the second',
    bytes: get('/docs/api', 'Accept: text/html;q=0.5\r\nAccept: text/markdown\r\n'),
    status: 200,
    contentType: MARKDOWN,
  },
  {
    name: 'Accept with a range on the twin',
    bytes: get('/docs/api', 'Accept: text/markdown\r\nRange: bytes=-999999999999999999999\r\n'),
    status: 206,
  },
  { name: 'Accept over 16 KB', bytes: get('/docs/api', `Accept: ${'text/markdown, '.repeat(1300)}\r\n`), status: 431 },
  // Header floods within the limits are served; beyond them refused.
  {
    name: '500 headers within 16 KB',
    bytes: get('/about', Array.from({ length: 500 }, (_, i) => `X-H${i}: v\r\n`).join('')),
    status: 200,
  },
  { name: 'one 20 KB header', bytes: get('/about', `X-Big: ${'b'.repeat(20_000)}\r\n`), status: 431 },
  {
    name: 'headers over 16 KB in all',
    bytes: get('/about', Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'v'.repeat(40)}\r\n`).join('')),
    status: 431,
  },
];
