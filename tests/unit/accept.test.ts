import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mediaType, mediaWeight, parseAccept, prefers } from '../../server/web/accept';

const HTML = mediaType('text/html; charset=utf-8');
const MARKDOWN = mediaType('text/markdown; charset=utf-8');
const wantsMarkdown = (accept: string | undefined) => prefers(accept, MARKDOWN, HTML);

describe('Accept header', () => {
  it('reads media ranges, their parameters and weights', () => {
    assert.deepEqual(parseAccept('Text/Markdown;Q=0.9;x=1, text/html;level="1, 2";q=0.5 , */*;q=0.1'), [
      { type: 'text', subtype: 'markdown', parameters: {}, q: 0.9 },
      { type: 'text', subtype: 'html', parameters: { level: '1, 2' }, q: 0.5 },
      { type: '*', subtype: '*', parameters: {}, q: 0.1 },
    ]);
    assert.deepEqual(parseAccept('text/plain;a="q\\"x"'), [
      { type: 'text', subtype: 'plain', parameters: { a: 'q"x' }, q: 1 },
    ]);
    assert.deepEqual(mediaType('text/markdown; charset=utf-8'), {
      type: 'text',
      subtype: 'markdown',
      parameters: { charset: 'utf-8' },
    });
  });

  it('leaves out malformed members and keeps the others', () => {
    const members = [
      'text/markdown;q=abc',
      'text/markdown;q=2',
      'text/markdown;q=-1',
      'text/markdown;q=0.1234',
      'text/markdown;q=1.5',
      'text/markdown;q=',
      'text/markdown;charset',
      'text/markdown;charset="utf-8',
      'text/markdown;a="x\\"',
      'text/markdown;a=b c',
      'markdown',
      '*/markdown',
      'text/',
      '/markdown',
      'te xt/markdown',
      'text/mark"down',
      '',
      ' ',
    ];
    for (const member of members) assert.deepEqual(parseAccept(member), [], member);
    assert.deepEqual(
      parseAccept('text/markdown;q=abc, text/html;q=0.5').map((range) => range.subtype),
      ['html'],
      'the bad member only',
    );
    assert.deepEqual(parseAccept('text/markdown;q=1.000, text/html;q=0.'), [
      { type: 'text', subtype: 'markdown', parameters: {}, q: 1 },
      { type: 'text', subtype: 'html', parameters: {}, q: 0 },
    ]);
  });

  it('weighs a representation by the most specific range that matches it', () => {
    const weight = (accept: string) => mediaWeight(parseAccept(accept), MARKDOWN);
    assert.equal(weight('text/markdown;q=0.3, text/*;q=0.8, */*;q=0.9'), 0.3);
    assert.equal(weight('text/*;q=0.8, */*;q=0.9'), 0.8);
    assert.equal(weight('*/*;q=0.9'), 0.9);
    assert.equal(weight('text/markdown;charset=UTF-8;q=0.7, text/markdown;q=0.2'), 0.7, 'parameters are more specific');
    assert.equal(weight('text/markdown;variant=GFM;q=0.7, text/*;q=0.2'), 0.2, 'a parameter it lacks: no match');
    assert.equal(weight('text/markdown;q=0.2, text/markdown;q=0.6'), 0.6, 'the higher of two as specific');
    assert.equal(weight('text/html, application/json'), 0, 'no range matches');
  });

  it('prefers Markdown only when its weight is strictly above HTML, whatever the order', () => {
    const markdown = [
      'text/markdown',
      'text/markdown, text/html;q=0.9',
      'text/html;q=0.9, text/markdown',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/markdown;q=0.9, */*;q=0.8',
      'text/markdown;q=1, text/html;q=0.999',
      'text/*;q=0.5, text/markdown',
      'text/html;q=0, */*',
      'text/markdown;charset=utf-8',
      'TEXT/MARKDOWN',
      'text/markdown;q=0.5, text/html;q=abc',
    ];
    const html = [
      undefined,
      '',
      '*/*',
      'text/*',
      'text/html',
      'text/markdown, */*',
      'text/markdown, text/*',
      'text/markdown, text/html',
      'text/html, text/markdown',
      'text/markdown;q=0.5, text/html;q=0.5',
      'text/markdown;q=0.5, text/*',
      'text/markdown;q=0',
      'text/markdown;q=abc',
      'text/markdown;charset=iso-8859-1',
      'text/html, application/xhtml+xml, application/xml;q=0.9, */*;q=0.8',
      'application/json',
      'garbage',
      ',,,',
    ];
    for (const accept of markdown) assert.equal(wantsMarkdown(accept), true, String(accept));
    for (const accept of html) assert.equal(wantsMarkdown(accept), false, String(accept));
  });

  it('answers at once for huge and hostile values', () => {
    const hostile = [
      'text/markdown;q=0.1,'.repeat(1000) + 'text/markdown',
      '"'.repeat(16_000),
      '\\'.repeat(16_000),
      'text/markdown;a="' + '\\"'.repeat(8000),
      ';'.repeat(16_000),
      ','.repeat(16_000),
      'a/b;' + 'c=d;'.repeat(4000),
      '*/*;q=' + '0'.repeat(16_000),
    ];
    const started = performance.now();
    for (const accept of hostile) assert.doesNotThrow(() => wantsMarkdown(accept));
    assert.ok(performance.now() - started < 500, `took ${Math.round(performance.now() - started)} ms`);
    assert.equal(wantsMarkdown(hostile[0]), true);
  });
});
