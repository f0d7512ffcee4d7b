import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linePropsFromStylesheet, tokenPropsFromStylesheet } from '../client/inline-style';

const style = { color: 'var(--medplum-prism-keyword-color)' };

describe('code block props without the colours the stylesheet gives', () => {
  it('drops the inline style of a line and of a token of one type, and keeps the rest', () => {
    assert.deepEqual(linePropsFromStylesheet({ className: 'token-line', style }), { className: 'token-line' });
    assert.deepEqual(
      tokenPropsFromStylesheet({ className: 'token keyword', children: 'const', style }, { types: ['keyword'] }),
      { className: 'token keyword', children: 'const' },
    );
  });

  it('keeps the inline style of a token of several types, and of an empty token', () => {
    const nested = { className: 'token tag punctuation', children: '<', style };
    assert.equal(tokenPropsFromStylesheet(nested, { types: ['tag', 'punctuation'] }), nested);
    const empty = { className: 'token plain', children: '', style: { display: 'inline-block' } };
    assert.equal(tokenPropsFromStylesheet(empty, { types: ['plain'], empty: true }), empty);
  });
});
