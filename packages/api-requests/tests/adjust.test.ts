/**
 * The small pieces under the snippets: the path as every snippet writes it, the string and value literals, and
 * each language's adjustment of httpsnippet-lite's output (src/adjust.ts), which must fail loudly when the
 * library writes something it does not expect.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { type Written, adjustCsharp, adjustCurl, adjustGo, adjustJava, adjustPython } from '../src/adjust';
import { pythonLiteral, shellQuote, tsLiteral, tsString } from '../src/literals';
import { encodedPath, queryPairs } from '../src/request';

const STRINGS = [
  '',
  'plain',
  'O\'Brien "Jr" $x',
  'back\\slash ${template} `tick`',
  'lines\nand\ttabs\r\u0000\u001f\u007f',
  'separators \u2028 \u2029',
  'beyond ASCII: Zoë, 日本, 😀',
];

describe('the path every snippet writes', () => {
  it('keeps what is encoded, and encodes what a literal or a shell word could trip on', () => {
    assert.equal(encodedPath('/fhir/R4/Patient?name=O%27Brien%20x'), 'fhir/R4/Patient?name=O%27Brien%20x');
    assert.equal(encodedPath('fhir/R4/Patient/$validate'), 'fhir/R4/Patient/$validate');
    assert.equal(encodedPath('fhir/R4/Patient?name=a b"c\'d\\e'), 'fhir/R4/Patient?name=a%20b%22c%27d%5Ce');
    assert.equal(encodedPath('fhir/R4/Patient?_filter={x}[0]`'), 'fhir/R4/Patient?_filter=%7Bx%7D%5B0%5D%60');
    assert.equal(
      encodedPath('fhir/R4/Patient?name=Zoë😀&x=100%'),
      'fhir/R4/Patient?name=Zo%C3%AB%F0%9F%98%80&x=100%25',
    );
    assert.equal(encodedPath('fhir/R4/Patient?name=\ud800'), 'fhir/R4/Patient?name=%EF%BF%BD');
    assert.equal(
      encodedPath('fhir/R4/Observation?code=http://loinc.org|8480-6'),
      'fhir/R4/Observation?code=http://loinc.org|8480-6',
    );
  });

  it('reads the query as a server does: decoded, `+` as a space, repeated keys kept', () => {
    assert.deepEqual(queryPairs({ method: 'GET', path: 'fhir/R4/Patient?name=a+b&name=%C3%AB&name%3Aexact=x' }), [
      ['name', 'a b'],
      ['name', 'ë'],
      ['name:exact', 'x'],
    ]);
  });
});

describe('literals', () => {
  it('writes TypeScript strings that hold exactly their text', () => {
    for (const text of [...STRINGS, '\ud800 lone', 'lone \udc00']) {
      const literal = tsString(text);
      assert.ok(!/[\n\r\u2028\u2029]/.test(literal), literal);
      assert.equal(new Function(`return ${literal};`)(), text);
    }
  });

  it('writes TypeScript and Python values that hold exactly the JSON, on one line when they fit', () => {
    const value = {
      resourceType: 'Patient',
      'key with space': STRINGS,
      nested: { empty: {}, none: [], flags: [true, false, null], numbers: [0, -1.5, 1e21, 12345678901234] },
    };
    assert.deepEqual(new Function(`return ${tsLiteral(value)};`)(), value);
    assert.equal(tsLiteral({ a: 1, b: ['x'] }), "{ a: 1, b: ['x'] }");
    assert.equal(pythonLiteral({ a: 1, b: [true, null] }), '{"a": 1, "b": [True, None]}');
    const python = `import ast, json, sys\nprint(json.dumps(ast.literal_eval(sys.stdin.read())))`;
    const read = execFileSync('python3', ['-c', python], { input: pythonLiteral(value), encoding: 'utf8' });
    assert.deepEqual(JSON.parse(read), value);
    assert.match(pythonLiteral(value), /^\{\n {4}"resourceType": "Patient",\n/);
  });

  it('quotes a shell word only when it needs it', () => {
    assert.equal(shellQuote('https://api.medplum.com/fhir/R4/Patient'), 'https://api.medplum.com/fhir/R4/Patient');
    assert.equal(shellQuote("https://x/a?b=c&d='e'"), "'https://x/a?b=c&d='\\''e'\\'''");
    assert.equal(
      execFileSync('bash', ['--norc', '-c', `printf %s ${shellQuote("it's $HOME")}`], { encoding: 'utf8' }),
      "it's $HOME",
    );
  });
});

const WRITTEN: Written = {
  writtenUrl: 'https://x/fhir/R4/Patient?a%3Ab=c+d',
  url: 'https://x/fhir/R4/Patient?a:b=c%20d',
  query: { 'a:b': 'c d' },
  tokenVariable: 'MEDPLUM_TOKEN',
};

describe('the adjustments', () => {
  it('fail loudly when httpsnippet-lite writes something else', () => {
    for (const adjust of [adjustCurl, adjustPython, adjustCsharp, adjustJava, adjustGo]) {
      assert.throws(() => adjust('something else', WRITTEN), /^Error: httpsnippet-lite wrote no /);
    }
  });

  it('curl: keeps the line continuation after the URL, and quotes the token in double quotes', () => {
    const written =
      "curl --request GET \\\n  --url 'https://x/fhir/R4/Patient?a%3Ab=c+d' \\\n  --header 'Authorization: Bearer $MEDPLUM_TOKEN'";
    assert.equal(
      adjustCurl(written, WRITTEN),
      'curl --request GET \\\n  --url \'https://x/fhir/R4/Patient?a:b=c%20d\' \\\n  --header "Authorization: Bearer $MEDPLUM_TOKEN"',
    );
  });

  it('C#: the body as a raw string literal (C# 11) that holds the pretty-printed JSON as it is', () => {
    const body = { text: '"""' };
    const bodyText = JSON.stringify(body);
    const written = [
      'var request = new HttpRequestMessage',
      '{',
      '    RequestUri = new Uri("https://x/fhir/R4/Patient?a%3Ab=c+d"),',
      '    Headers =',
      '    {',
      '        { "Authorization", "Bearer $MEDPLUM_TOKEN" },',
      '    },',
      `    Content = new StringContent(${JSON.stringify(bodyText)})`,
      '};',
      'response.EnsureSuccessStatusCode();',
    ].join('\n');
    const adjusted = adjustCsharp(written, { ...WRITTEN, body, bodyText });
    assert.ok(
      adjusted.includes('new StringContent("""\n        {\n          "text": "\\"\\"\\""\n        }\n        """)'),
      adjusted,
    );
    const quoted = adjustCsharp(written.replace(JSON.stringify(bodyText), JSON.stringify('{"a":""}')), {
      ...WRITTEN,
      body: { a: '' },
      bodyText: '{"a":""}',
    });
    assert.ok(quoted.includes('new StringContent("""\n        {\n          "a": ""\n        }\n        """)'), quoted);
  });
});
