import assert from 'node:assert/strict';
import { MDX_COMPONENTS } from '../../../config/mdx-components';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import ts from 'typescript';
import {
  FHIR_BASE_URL,
  MODIFIERS,
  type ParamSpec,
  type SearchRow,
  buildRequest,
  curlCommand,
  encodeQueryComponent,
  formatParams,
  modifierOptions,
  parseParams,
  queryPairs,
  resultVariable,
  shellQuote,
  tsString,
  typescriptCall,
} from '../request';
import { builderParams, searchBuilderSections } from '../mdx';

const PATIENT: ParamSpec[] = [
  ['active', 'token'],
  ['address-city', 'string'],
  ['birthdate', 'date'],
  ['general-practitioner', 'reference', ['Organization', 'Practitioner', 'PractitionerRole']],
  ['name', 'string'],
];

const row = (parameter: string, value: string, modifier = ''): SearchRow => ({ parameter, modifier, value });

/** Runs the curl command in bash with `curl` replaced by a function that prints its arguments, one per line. */
function curlArguments(command: string): string[] {
  const script = `curl() { for arg in "$@"; do printf '%s\\0' "$arg"; done; }\nMEDPLUM_ACCESS_TOKEN=token123\n${command}`;
  const result = spawnSync('bash', ['-c', script], { encoding: 'utf8', cwd: '/tmp' });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.split('\0').slice(0, -1);
}

/**
 * Runs the TypeScript call with a `medplum` whose searchResources returns its
 * arguments; a syntax error in the generated code fails here.
 */
function runTypescript(code: string): { resourceType: string; query: unknown } {
  const diagnostics: ts.Diagnostic[] = [];
  const js = ts.transpileModule(`${code}\nresult = ${code.split(' ')[1]};`, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    reportDiagnostics: true,
  });
  diagnostics.push(...(js.diagnostics ?? []));
  assert.deepEqual(
    diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    [],
    `not valid TypeScript:\n${code}`,
  );
  const medplum = { searchResources: (resourceType: string, query?: unknown) => ({ resourceType, query }) };
  const body = js.outputText.replace(/await /g, '');
  const run = new Function('medplum', `let result;\n${body}\nreturn result;`) as (m: typeof medplum) => {
    resourceType: string;
    query: unknown;
  };
  return run(medplum);
}

const HOSTILE = [
  `it's`,
  `say "hi"`,
  'back\\slash',
  '$(touch /tmp/search-builder-pwned)',
  '`touch /tmp/search-builder-pwned`',
  'line one\nline two\r\n',
  'tab\there',
  'a&b=c#d?e+f%20g',
  'café 日本語 😀',
  '\u2028\u2029\u0000\u007f',
  '${process.exit(1)}',
  "'; process.exit(1); '",
  'lone \ud800 surrogate',
];

describe('modifiers per parameter type (what 2.0.25 applies)', () => {
  const values = (type: keyof typeof MODIFIERS): string[] => MODIFIERS[type].map((option) => option.value);

  it('offers :exact, :contains and :missing on strings', () => {
    assert.deepEqual(values('string'), ['exact', 'contains', 'missing']);
  });

  it('offers :text, :not, :in and :missing on tokens, not the modifiers 2.0.25 reads as a plain value', () => {
    assert.deepEqual(values('token'), ['text', 'not', 'in', 'missing']);
    for (const unsupported of ['above', 'below', 'not-in', 'of-type']) {
      assert.ok(!values('token').includes(unsupported), unsupported);
    }
  });

  it('offers :identifier and :missing on references, no :[type]', () => {
    assert.deepEqual(values('reference'), ['identifier', 'missing']);
  });

  it('offers the comparison prefixes (without ap) as prefixes on dates, numbers and quantities', () => {
    for (const type of ['date', 'number', 'quantity'] as const) {
      const options = MODIFIERS[type];
      assert.deepEqual(
        options.filter((option) => option.kind === 'prefix').map((option) => option.value),
        ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'sa', 'eb'],
      );
      assert.deepEqual(
        options.filter((option) => option.kind === 'modifier').map((option) => option.value),
        ['missing'],
      );
    }
  });

  it('offers only :missing on URIs and nothing on composite or special parameters', () => {
    assert.deepEqual(values('uri'), ['missing']);
    assert.deepEqual(values('composite'), []);
    assert.deepEqual(values('special'), []);
  });

  it('finds the options of a row by its parameter, and a descending order for _sort', () => {
    assert.deepEqual(
      modifierOptions('birthdate', PATIENT).map((option) => option.value),
      values('date'),
    );
    assert.deepEqual(
      modifierOptions('_sort', PATIENT).map((option) => option.value),
      ['-'],
    );
    assert.deepEqual(modifierOptions('_count', PATIENT), []);
    assert.deepEqual(modifierOptions('unknown', PATIENT), []);
  });
});

describe('query pairs', () => {
  it('puts a modifier after the code and a prefix before the value', () => {
    assert.deepEqual(
      queryPairs(PATIENT, [
        row('name', 'smith', 'exact'),
        row('birthdate', '1990-01-01', 'ge'),
        row('active', 'true', 'not'),
        row('general-practitioner', 'Practitioner/123'),
      ]),
      [
        ['name:exact', 'smith'],
        ['birthdate', 'ge1990-01-01'],
        ['active:not', 'true'],
        ['general-practitioner', 'Practitioner/123'],
      ],
    );
  });

  it('leaves out rows without a value, unknown parameters and modifiers the type does not offer', () => {
    assert.deepEqual(
      queryPairs(PATIENT, [
        row('name', ''),
        row('name', '   '),
        row('nickname', 'x'),
        row('birthdate', '2000', 'exact'),
        row('name', 'x', 'above'),
        row('address-city', 'Boston', 'ge'),
      ]),
      [
        ['birthdate', '2000'],
        ['name', 'x'],
        ['address-city', 'Boston'],
      ],
    );
  });

  it('never searches on composite or special parameters', () => {
    const params: ParamSpec[] = [
      ['code-value-quantity', 'composite'],
      ['near', 'special'],
    ];
    assert.deepEqual(queryPairs(params, [row('code-value-quantity', 'x'), row('near', 'y')]), []);
  });

  it('writes _count as it is and _sort with - for descending', () => {
    assert.deepEqual(queryPairs(PATIENT, [row('_count', '50'), row('_sort', 'birthdate', '-')]), [
      ['_count', '50'],
      ['_sort', '-birthdate'],
    ]);
  });
});

describe('the request URL', () => {
  it('matches the example of the page', () => {
    const request = buildRequest('Patient', PATIENT, [row('name', 'smith'), row('birthdate', '1990-01-01', 'ge')]);
    assert.equal(request.url, `${FHIR_BASE_URL}Patient?name=smith&birthdate=ge1990-01-01`);
    assert.equal(request.requestLine, `GET ${FHIR_BASE_URL}Patient?name=smith&birthdate=ge1990-01-01`);
  });

  it('has no query when no row is complete', () => {
    assert.equal(buildRequest('Patient', PATIENT, [row('name', '')]).url, `${FHIR_BASE_URL}Patient`);
  });

  it('percent-encodes as UTF-8 and keeps : , / @ readable', () => {
    assert.equal(encodeQueryComponent('a b&c=d#e+f?g%h'), 'a%20b%26c%3Dd%23e%2Bf%3Fg%25h');
    assert.equal(encodeQueryComponent('café'), 'caf%C3%A9');
    assert.equal(encodeQueryComponent("it's (x)*!"), 'it%27s%20%28x%29%2A%21');
    assert.equal(encodeQueryComponent('name:exact'), 'name:exact');
    assert.equal(encodeQueryComponent('http://loinc.org|8480-6,a@b'), 'http://loinc.org%7C8480-6,a@b');
    assert.equal(encodeQueryComponent('\ud800'), '%EF%BF%BD');
  });

  it('decodes back to exactly the pairs, for hostile values too', () => {
    const rows = HOSTILE.map((value) => row('name', value, 'exact'));
    const request = buildRequest('Patient', PATIENT, rows);
    for (const pair of request.url.split('?')[1].split('&')) {
      assert.match(pair, /^[\w%.~:,/@-]+=[\w%.~:,/@-]*$/, pair);
    }
    const decoded = [...new URL(request.url).searchParams.entries()];
    assert.deepEqual(
      decoded,
      HOSTILE.map((value) => ['name:exact', value.replace('\ud800', '\ufffd')]),
    );
  });
});

describe('the curl command', () => {
  it('passes the URL as one argument and the token header from the environment', () => {
    const request = buildRequest('Patient', PATIENT, [row('name', 'smith', 'exact')]);
    assert.equal(
      request.curl,
      `curl '${FHIR_BASE_URL}Patient?name:exact=smith' \\\n  -H "Authorization: Bearer $MEDPLUM_ACCESS_TOKEN"`,
    );
    assert.deepEqual(curlArguments(request.curl), [request.url, '-H', 'Authorization: Bearer token123']);
  });

  it('runs nothing a hostile value holds', () => {
    for (const value of HOSTILE) {
      const request = buildRequest('Patient', PATIENT, [row('name', value)]);
      assert.deepEqual(curlArguments(request.curl), [request.url, '-H', 'Authorization: Bearer token123'], value);
    }
  });

  it('quotes any text as one shell word', () => {
    for (const value of [...HOSTILE.filter((v) => !v.includes('\u0000') && !v.includes('\ud800')), "''", "a'b'c"]) {
      assert.deepEqual(curlArguments(`curl ${shellQuote(value)}`), [value], value);
    }
    assert.equal(curlCommand('x').split('\n').length, 2);
  });
});

describe('the TypeScript call', () => {
  it('matches the example of the page, with quoted keys where needed', () => {
    assert.equal(
      buildRequest('Patient', PATIENT, [row('name', 'smith'), row('birthdate', '1990-01-01', 'ge')]).typescript,
      "const patients = await medplum.searchResources('Patient', { name: 'smith', birthdate: 'ge1990-01-01' });",
    );
    assert.equal(
      typescriptCall('Patient', [
        ['name:exact', 'x'],
        ['address-city', 'y'],
        ['_count', '10'],
      ]),
      "const patients = await medplum.searchResources('Patient', { 'name:exact': 'x', 'address-city': 'y', _count: '10' });",
    );
    assert.equal(typescriptCall('Patient', []), "const patients = await medplum.searchResources('Patient');");
  });

  it('uses the string[][] form when a parameter appears twice', () => {
    const code = typescriptCall('Patient', [
      ['birthdate', 'ge1990-01-01'],
      ['birthdate', 'lt2000-01-01'],
    ]);
    assert.equal(
      code,
      [
        "const patients = await medplum.searchResources('Patient', [",
        "  ['birthdate', 'ge1990-01-01'],",
        "  ['birthdate', 'lt2000-01-01'],",
        ']);',
      ].join('\n'),
    );
    assert.equal(
      typescriptCall('Patient', [
        ['name', 'a'],
        ['name', 'b'],
      ]),
      "const patients = await medplum.searchResources('Patient', [['name', 'a'], ['name', 'b']]);",
    );
    assert.deepEqual(runTypescript(code).query, [
      ['birthdate', 'ge1990-01-01'],
      ['birthdate', 'lt2000-01-01'],
    ]);
  });

  it('puts one entry on each line when the call is long', () => {
    const code = typescriptCall('MedicationRequest', [
      ['authoredon', 'ge2023-01-01'],
      ['status', 'active'],
      ['intended-performer', 'Practitioner/123'],
    ]);
    assert.equal(
      code,
      [
        "const medicationRequests = await medplum.searchResources('MedicationRequest', {",
        "  authoredon: 'ge2023-01-01',",
        "  status: 'active',",
        "  'intended-performer': 'Practitioner/123',",
        '});',
      ].join('\n'),
    );
    assert.deepEqual(runTypescript(code).query, {
      authoredon: 'ge2023-01-01',
      status: 'active',
      'intended-performer': 'Practitioner/123',
    });
  });

  it('names the result after the resource type', () => {
    assert.equal(resultVariable('Patient'), 'patients');
    assert.equal(resultVariable('MedicationRequest'), 'medicationRequests');
    assert.equal(resultVariable('ImagingStudy'), 'imagingStudies');
    assert.equal(resultVariable('Library'), 'libraries');
    assert.equal(resultVariable('Basic'), 'basics');
    assert.equal(resultVariable('ClinicalImpression'), 'clinicalImpressions');
  });

  it('escapes every hostile value into a literal that holds exactly that value', () => {
    for (const value of HOSTILE) {
      const literal = tsString(value);
      for (const raw of ['\n', '\r', '\u2028', '\u2029', '\u0000', '\ud800'])
        assert.ok(!literal.includes(raw), literal);
      const expected = value;
      assert.equal(new Function(`return ${literal};`)(), expected, literal);
    }
    const rows = HOSTILE.map((value, index) => row(index % 2 === 0 ? 'name' : 'address-city', value));
    const request = buildRequest('Patient', PATIENT, rows);
    assert.deepEqual(
      runTypescript(request.typescript).query,
      HOSTILE.map((value, index) => [index % 2 === 0 ? 'name' : 'address-city', value]),
    );
  });
});

describe('the generated section', () => {
  it('passes only searchable parameters, with the targets of references', () => {
    assert.deepEqual(
      builderParams([
        { code: 'name', type: 'string' },
        { code: 'subject', type: 'reference', target: ['Patient', 'Group'] },
        { code: 'depends-on', type: 'reference', target: Array.from({ length: 145 }, (_, i) => `T${i}`) },
        { code: 'code-value-quantity', type: 'composite' },
        { code: 'near', type: 'special' },
      ]),
      [
        ['name', 'string'],
        ['subject', 'reference', ['Group', 'Patient']],
        ['depends-on', 'reference'],
      ],
    );
  });

  it('gives the builder, a registered MDX component, the page resource and parameters', () => {
    const sections = searchBuilderSections('Patient', [{ code: 'name', type: 'string' }]);
    assert.deepEqual(sections, [
      '## Build a search request',
      '<SearchRequestBuilder resource="Patient" params="name:string" />',
    ]);
    // The page names no file: the build imports the component from the registry (config/mdx-components.ts).
    assert.equal(MDX_COMPONENTS.SearchRequestBuilder, '@site/generators/search-builder/client/SearchRequestBuilder');
    assert.deepEqual(searchBuilderSections('Location', [{ code: 'near', type: 'special' }]), []);
    assert.throws(() => searchBuilderSections('Patient', [{ code: 'a"b', type: 'string' }]), /cannot hold/);
    assert.throws(() => searchBuilderSections('Patient', [{ code: 'a{b}', type: 'string' }]), /cannot hold/);
  });

  it('passes the parameters as one attribute string that reads back the same', () => {
    const params = builderParams([
      { code: 'name', type: 'string' },
      { code: 'general-practitioner', type: 'reference', target: ['Practitioner', 'Organization'] },
      { code: 'depends-on', type: 'reference', target: Array.from({ length: 145 }, (_, i) => `T${i}`) },
      { code: '_id', type: 'token' },
    ]);
    const text = formatParams(params);
    assert.equal(
      text,
      'name:string general-practitioner:reference:Organization,Practitioner depends-on:reference _id:token',
    );
    assert.deepEqual(parseParams(text), params);
    assert.deepEqual(parseParams('a:string b:nonsense  c:date'), [
      ['a', 'string'],
      ['c', 'date'],
    ]);
  });
});
