import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findCode, mapOutside } from '../../packages/common/src/markdown-code';

const fence = '```';

describe('findCode', () => {
  const markdown = [
    '# Title with `Patient`', // line 1
    '',
    '1. A step', // line 3
    '',
    `   ${fence}ts title="a.ts" fragment`, // line 5
    '   const a = 1;',
    `   ${fence}`,
    '',
    'Read ``a `tick` b`` and [the `Patient` page](./patient.md).', // line 9
    '',
    '    indented code', // line 11
    '',
    '> ~~~json', // line 13
    '> {}',
    '> ~~~',
    '',
    ' ```', // line 17: a fence indented by one space, with no language
    'x',
    ' ```',
  ].join('\n');
  const code = findCode(markdown);

  it('finds fenced blocks with language, meta, value and position, inside lists and quotes', () => {
    assert.deepEqual(
      code.fenced.map(({ lang, meta, value, line }) => ({ lang, meta, value, line })),
      [
        { lang: 'ts', meta: 'title="a.ts" fragment', value: 'const a = 1;', line: 5 },
        { lang: 'json', meta: '', value: '{}', line: 13 },
        { lang: '', meta: '', value: 'x', line: 17 },
      ],
    );
    const first = code.fenced[0];
    assert.equal(
      markdown.slice(first.start, first.end),
      `${fence}ts title="a.ts" fragment\n   const a = 1;\n   ${fence}`,
    );
  });

  it('tells indented code from fenced code', () => {
    assert.equal(code.indented.length, 1);
    assert.equal(code.indented[0].line, 11);
  });

  it('finds inline code with its backticks, including longer runs and link text', () => {
    assert.deepEqual(
      code.inline.map(({ value, line, inLink }) => ({ value, line, inLink })),
      [
        { value: 'Patient', line: 1, inLink: false },
        { value: 'a `tick` b', line: 9, inLink: false },
        { value: 'Patient', line: 9, inLink: true },
      ],
    );
    const span = code.inline[1];
    assert.equal(markdown.slice(span.start, span.end), '``a `tick` b``');
    assert.equal(span.column, 6);
  });
});

describe('mapOutside', () => {
  it('transforms only the text between the kept ranges', () => {
    const text = 'a <b> `<c>` d <e>';
    const kept = findCode(text).inline;
    assert.equal(
      mapOutside(text, kept, (part) => part.toUpperCase()),
      'A <B> `<c>` D <E>',
    );
  });
});
