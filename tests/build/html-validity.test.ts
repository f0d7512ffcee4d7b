/**
 * Validates every HTML page of build/ with the Nu HTML Checker (errors only),
 * in one run. A page known to be invalid rides along in the
 * same run, to prove the checker ran and that its findings are read.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { builtPages } from '../../packages/common/src/build-files';
import { formatMessage, validateFiles, type FileMessage } from './vnu';

const BUILD = path.resolve(__dirname, '../../build');

const INVALID_PAGE = `<!doctype html>
<html lang="en"><head><title>Invalid on purpose</title></head>
<body><main><h1>Title</h1><h3>Skips a level</h3><a href="#deceased[x]">deceased[x]</a></main></body></html>
`;

describe('HTML validity (Nu HTML Checker)', () => {
  const pages = builtPages(BUILD);
  let tmp = '';
  let invalidFile = '';
  let messages: FileMessage[] = [];
  let seconds = 0;

  before(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    invalidFile = path.join(tmp, 'invalid.html');
    writeFileSync(invalidFile, INVALID_PAGE);
    const start = Date.now();
    messages = await validateFiles([invalidFile, ...pages.map((page) => page.file)]);
    seconds = (Date.now() - start) / 1000;
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  it('reads the checker: a page with a heading skip and a bad fragment gets both errors, with lines', () => {
    const found = messages
      .filter((message) => message.file === invalidFile)
      .map((message) => formatMessage('/invalid', message));
    assert.equal(found.length, 2, found.join('\n'));
    for (const expected of [
      /^\/invalid, line 3, column \d+: Bad value “#deceased\[x\]” for attribute “href”/,
      /^\/invalid, line 3, column \d+: The heading “h3” \(with computed level 3\) follows/,
    ]) {
      assert.ok(
        found.some((line) => expected.test(line)),
        `${expected} among:\n${found.join('\n')}`,
      );
    }
  });

  it('finds no errors on any page of the build', () => {
    assert.ok(pages.length > 0, 'build/ has no pages: run the build first');
    const routeOf = new Map(pages.map((page) => [page.file, page.route]));
    const errors = messages
      .filter((message) => message.file !== invalidFile)
      .map((message) => formatMessage(routeOf.get(message.file) ?? message.file, message));
    const failing = new Set(messages.filter((m) => m.file !== invalidFile).map((m) => m.file)).size;
    console.log(`[vnu] ${pages.length} pages checked in ${seconds.toFixed(1)} s`);
    assert.equal(
      errors.length,
      0,
      `${errors.length} errors on ${failing} of ${pages.length} pages:\n${errors.map((e) => `- ${e}`).join('\n')}`,
    );
  });
});
