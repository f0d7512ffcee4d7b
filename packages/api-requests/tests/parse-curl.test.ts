/**
 * parseCurl and readCurl: each form of curl command the guides write, read back into the request, the base URL and
 * the token's variable; and each command a snippet cannot describe, with its reason.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ParsedCurl, parseCurl, readCurl, requestSnippets } from '..';

const TOKEN = '-H "Authorization: Bearer $ACCESS_TOKEN"';

function parsed(command: string): ParsedCurl {
  const reading = readCurl(command);
  if ('unsupported' in reading) assert.fail(`${command}: ${reading.unsupported}`);
  return reading.parsed;
}

function reason(command: string): string {
  const reading = readCurl(command);
  if ('parsed' in reading) assert.fail(`${command} was read as ${JSON.stringify(reading.parsed)}`);
  assert.equal(parseCurl(command), undefined);
  return reading.unsupported;
}

describe('parseCurl: what it reads', () => {
  it('a GET with the URL first or last, its base URL, and the token variable of a double-quoted header', () => {
    const expected: ParsedCurl = {
      request: { method: 'GET', path: 'fhir/R4/Patient/123' },
      baseUrl: 'https://api.medplum.com/',
      tokenVariable: 'ACCESS_TOKEN',
    };
    assert.deepEqual(parseCurl(`curl https://api.medplum.com/fhir/R4/Patient/123 ${TOKEN}`), expected);
    assert.deepEqual(parseCurl(`curl ${TOKEN} 'https://api.medplum.com/fhir/R4/Patient/123'`), expected);
    assert.deepEqual(parseCurl(`curl --url https://api.medplum.com/fhir/R4/Patient/123 ${TOKEN}`), expected);
    assert.deepEqual(
      parseCurl(
        `curl --header "Authorization: Bearer \${MEDPLUM_ACCESS_TOKEN}" http://localhost:8103/fhir/R4/Patient/123`,
      ),
      { ...expected, baseUrl: 'http://localhost:8103/', tokenVariable: 'MEDPLUM_ACCESS_TOKEN' },
    );
    assert.deepEqual(parsed(`curl https://api.example.com ${TOKEN}`).request, { method: 'GET', path: '' });
  });

  it('line continuations, comments after the command, tabs and both kinds of quotes', () => {
    const command = [
      "curl 'https://api.medplum.com/fhir/R4/Patient?name=Doe' \\",
      `\t${TOKEN} \\`,
      '  -s',
      '# A comment after the command.',
      '',
    ].join('\n');
    assert.deepEqual(parsed(command).request, { method: 'GET', path: 'fhir/R4/Patient?name=Doe' });
    // A `$` the shell does not expand, an escaped `$` in double quotes, and a backslash outside quotes.
    assert.equal(
      parsed(`curl "https://api.medplum.com/fhir/R4/Patient/1/\\$everything" ${TOKEN}`).request.path,
      'fhir/R4/Patient/1/$everything',
    );
    assert.equal(
      parsed(
        `curl https://api.medplum.com/fhir/R4/Bot/\\$execute ${TOKEN} -X POST -H 'Content-Type: application/json' -d '{}'`,
      ).request.path,
      'fhir/R4/Bot/$execute',
    );
  });

  it('-X and --request, and the method curl picks: POST with a body, GET without', () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const body = method === 'GET' || method === 'DELETE' ? '' : ` -H 'Content-Type: application/json' -d '{}'`;
      assert.equal(parsed(`curl -X ${method} https://h/x ${TOKEN}${body}`).request.method, method);
      assert.equal(parsed(`curl --request ${method} https://h/x ${TOKEN}${body}`).request.method, method);
      assert.equal(parsed(`curl -X${method} https://h/x ${TOKEN}${body}`).request.method, method);
    }
    assert.equal(
      parsed(`curl https://h/x ${TOKEN} -H 'Content-Type: application/fhir+json' -d '{}'`).request.method,
      'POST',
    );
  });

  it('a JSON body from -d, --data, --data-raw and --data-binary, with its content type when not the default', () => {
    const body = { resourceType: 'Patient', name: [{ family: 'O\'Brien "Jr" $x' }] };
    const quoted = `'${JSON.stringify(body).replace(/'/g, `'\\''`)}'`;
    for (const flag of ['-d', '--data', '--data-raw', '--data-binary', '--data-ascii']) {
      assert.deepEqual(
        parsed(
          `curl -X POST https://h/fhir/R4/Patient ${TOKEN} -H 'Content-Type: application/fhir+json' ${flag} ${quoted}`,
        ).request,
        { method: 'POST', path: 'fhir/R4/Patient', body },
      );
    }
    // Double quotes with escaped quotes, across lines.
    const doubled = `curl -X POST https://h/email/v1/send ${TOKEN} -H 'Content-Type: application/json' -d "{
      \\"to\\": \\"a@example.com\\", \\"text\\": \\"one\\\\ntwo\\"
    }"`;
    assert.deepEqual(parsed(doubled).request, {
      method: 'POST',
      path: 'email/v1/send',
      contentType: 'application/json',
      body: { to: 'a@example.com', text: 'one\ntwo' },
    });
    // PATCH's default type is JSON Patch; a parameter after the type is kept.
    assert.deepEqual(
      parsed(
        `curl -X PATCH https://h/fhir/R4/Patient/1 ${TOKEN} -H 'Content-Type: application/json-patch+json' -d '[]'`,
      ).request,
      { method: 'PATCH', path: 'fhir/R4/Patient/1', body: [] },
    );
    assert.equal(
      parsed(`curl https://h/x ${TOKEN} -H 'content-type: application/json; charset=utf-8' -d '{}'`).request
        .contentType,
      'application/json; charset=utf-8',
    );
  });

  it('-G with --data-urlencode and -d: query pairs, encoded as curl encodes them, after the URL’s own query', () => {
    const command = [
      "curl -G 'https://api.medplum.com/fhir/R4/Observation?_count=5' \\",
      `  ${TOKEN} \\`,
      "  --data-urlencode 'code=http://loinc.org|8867-4' \\",
      "  --data-urlencode 'date=ge2023-01-01' --data-urlencode 'date=lt2024-01-01' \\",
      "  --data-urlencode '=a b' --data-urlencode 'c d!' -d 'raw=x%20y'",
    ].join('\n');
    assert.deepEqual(parsed(command).request, {
      method: 'GET',
      path:
        'fhir/R4/Observation?_count=5&code=http%3A%2F%2Floinc.org%7C8867-4&date=ge2023-01-01&date=lt2024-01-01' +
        '&a%20b&c%20d%21&raw=x%20y',
    });
    assert.equal(
      parsed(`curl --get https://h/Patient ${TOKEN} --data-urlencode 'name=Zoë'`).request.path,
      'Patient?name=Zo%C3%AB',
    );
    assert.equal(parsed(`curl -sG https://h/Patient ${TOKEN} --data-urlencode 'a=1'`).request.path, 'Patient?a=1');
  });

  it('other headers, in order, their values trimmed', () => {
    assert.deepEqual(
      parsed(`curl -i https://h/x ${TOKEN} -H 'X-Medplum: extended' -H 'Prefer:respond-async  '`).request,
      {
        method: 'GET',
        path: 'x',
        headers: [
          ['X-Medplum', 'extended'],
          ['Prefer', 'respond-async'],
        ],
      },
    );
  });

  it('variables in the path, the query and strings of a JSON body, as the guides splice them', () => {
    const put = [
      `curl -X PUT "https://api.medplum.com/fhir/R4/Patient/$PATIENT_ID" ${TOKEN} \\`,
      "  -H 'Content-Type: application/fhir+json' \\",
      `  -d '{"resourceType":"Patient","id":"'"$PATIENT_ID"'","generalPractitioner":[{"reference":"Practitioner/'"\${PRACTITIONER_ID}"'"}]}'`,
    ].join('\n');
    assert.deepEqual(parsed(put).request, {
      method: 'PUT',
      path: 'fhir/R4/Patient/$PATIENT_ID',
      variables: ['PATIENT_ID', 'PRACTITIONER_ID'],
      body: {
        resourceType: 'Patient',
        id: '$PATIENT_ID',
        generalPractitioner: [{ reference: 'Practitioner/$PRACTITIONER_ID' }],
      },
    });
    // In double quotes, with escaped quotes; an escaped `$` is text.
    const post = `curl -X POST "https://h/fhir/R4/Bot/$BOT_ID/\\$execute" ${TOKEN} -H 'Content-Type: application/fhir+json' -d "{\\"subject\\":\\"Patient/$PATIENT_ID\\"}"`;
    assert.deepEqual(parsed(post).request, {
      method: 'POST',
      path: 'fhir/R4/Bot/$BOT_ID/$execute',
      variables: ['BOT_ID', 'PATIENT_ID'],
      body: { subject: 'Patient/$PATIENT_ID' },
    });
    // Query pairs: the text around a variable is encoded, the variable's value is put in as it is.
    const search = `curl -G https://h/fhir/R4/AuditEvent ${TOKEN} --data-urlencode "entity=Bot/$BOT_ID" --data-urlencode 'outcome=4,12'`;
    assert.deepEqual(parsed(search).request, {
      method: 'GET',
      path: 'fhir/R4/AuditEvent?entity=Bot%2F$BOT_ID&outcome=4%2C12',
      variables: ['BOT_ID'],
    });
    assert.deepEqual(parsed(`curl "https://h/Slot?schedule=Schedule/$SCHEDULE_ID&_count=5" ${TOKEN}`).request, {
      method: 'GET',
      path: 'Slot?schedule=Schedule/$SCHEDULE_ID&_count=5',
      variables: ['SCHEDULE_ID'],
    });
  });

  it('ignores what changes only curl’s output: -s, -S, -i, -v, -L, -f, -o file, --compressed, -g', () => {
    const request = parsed(
      `curl -sS -i -v -L -f --fail-with-body --compressed -g -o out.json --output out.json https://h/x ${TOKEN}`,
    ).request;
    assert.deepEqual(request, { method: 'GET', path: 'x' });
  });

  it('gives snippets that read the same token variable and send to the same server', async () => {
    const { request, baseUrl, tokenVariable } = parsed(`curl https://api.example.com/fhir/R4/Patient/1 ${TOKEN}`);
    const snippets = await requestSnippets(request, { baseUrl, tokenVariable });
    const python = snippets.find((snippet) => snippet.language === 'python')?.code ?? '';
    assert.ok(python.includes('os.environ["ACCESS_TOKEN"]'), python);
    assert.ok(python.includes('"https://api.example.com/fhir/R4/Patient/1"'), python);
  });
});

describe('parseCurl: what it refuses, and why', () => {
  const cases: [string, RegExp][] = [
    ['', /is empty/],
    ['wget https://h/x', /not a curl command/],
    ['ID=1 curl https://h/x', /sets a shell variable/],
    [`curl https://h/x ${TOKEN}\ncurl https://h/y ${TOKEN}`, /more than one command/],
    [`curl https://h/x ${TOKEN} | jq .`, /shell operator \|/],
    [`curl https://h/x ${TOKEN}; echo`, /shell operator ;/],
    [`curl https://h/x ${TOKEN} && echo`, /shell operator &/],
    [`curl https://h/x ${TOKEN} > out.json`, /redirection/],
    [`curl "https://h/Patient/$(cat id)" ${TOKEN}`, /command substitution/],
    [`curl "https://h/Patient/\`cat id\`" ${TOKEN}`, /command substitution/],
    [`curl "https://h/Patient/\${ID:-1}" ${TOKEN}`, /parameter expansion/],
    [`curl "https://h/Patient/$1" ${TOKEN}`, /special parameter/],
    [`curl "https://$HOST/Patient" ${TOKEN}`, /variable in the server’s address/],
    [`curl -X "$METHOD" https://h/x ${TOKEN}`, /\$METHOD in the method/],
    [
      `curl -X POST https://h/x ${TOKEN} -H 'Content-Type: application/json' -d '{"n":'"$N"'}'`,
      /outside a JSON string/,
    ],
    [`curl -X POST https://h/x ${TOKEN} -H 'Content-Type: application/json' -d '{"'"$K"'":1}'`, /key of its JSON body/],
    [`curl "https://h/Patient/$ID/\\$ID" ${TOKEN}`, /text \$ID as well as the variable \$ID/],
    [`curl -X POST https://h/x ${TOKEN} -H 'Content-Type: application/json' -d @body.json`, /from a file/],
    [`curl -X POST https://h/x ${TOKEN} -H 'Content-Type: text/csv' --data-binary @a.csv`, /from a file/],
    [`curl -X POST https://h/x ${TOKEN} -H 'Content-Type: text/csv' -d 'a,b'`, /text\/csv body, not JSON/],
    [`curl -X POST https://h/x ${TOKEN} -H 'Content-Type: application/json' -d '{'`, /not JSON/],
    [`curl -X POST https://h/x ${TOKEN} -d '{}'`, /no Content-Type/],
    [`curl -X POST https://h/x ${TOKEN} -H 'Content-Type: application/json' -d '{}' -d '{}'`, /more than one -d/],
    [`curl https://h/oauth2/token ${TOKEN} --data-urlencode grant_type=client_credentials`, /form body/],
    [`curl -G https://h/x ${TOKEN} --data-urlencode 'a@file.txt'`, /from a file/],
    [`curl -X DELETE https://h/x ${TOKEN} -H 'Content-Type: application/json' -d '{}'`, /body with DELETE/],
    [`curl -X HEAD https://h/x ${TOKEN}`, /the method HEAD/],
    [`curl -I https://h/x ${TOKEN}`, /HEAD request/],
    ['curl -u user:pass https://h/x', /Basic authentication/],
    ['curl -n https://h/x', /\.netrc/],
    [`curl -r 0-99 https://h/x ${TOKEN}`, /byte range/],
    [`curl -F a=b https://h/x ${TOKEN}`, /multipart form/],
    [`curl -k https://h/x ${TOKEN}`, /certificate/],
    [`curl --retry 3 https://h/x ${TOKEN}`, /option --retry/],
    [`curl -Z https://h/x ${TOKEN}`, /option -Z/],
    [`curl --data=x https://h/x ${TOKEN}`, /--data=value/],
    [`curl https://h/x ${TOKEN} -H "X-Medplum: $MODE"`, /\$MODE in the X-Medplum header/],
    [`curl https://h/x ${TOKEN} -H 'Prefer: a' -H 'prefer: b'`, /header prefer twice/],
    [`curl https://h/x ${TOKEN} -H 'Bad Name: x'`, /not a token/],
    [`curl https://h/x ${TOKEN} -H 'X-Name: Zoë'`, /not printable ASCII/],
    ['curl https://h/x -H "Authorization: Basic abc"', /Authorization header other than Bearer/],
    ['curl https://h/x -H "Authorization: Bearer $A$B"', /Authorization header other than Bearer/],
    ['curl https://h/x', /no Authorization/],
    [`curl ${TOKEN}`, /names no URL/],
    [`curl https://h/x https://h/y ${TOKEN}`, /more than one URL/],
    [`curl ftp://h/x ${TOKEN}`, /not an http/],
    [`curl 'https://h/x#top' ${TOKEN}`, /not an http/],
    [`curl 'https://h/Patient?_id={1,2}' ${TOKEN}`, /globs/],
    [`curl 'https://h/x ${TOKEN}`, /unclosed single quote/],
    [`curl "https://h/x ${TOKEN}`, /unclosed double quote/],
    [`curl https://h/x ${TOKEN} -X`, /no value/],
    [`curl https://h/x ${TOKEN} \\`, /lone backslash/],
  ];
  for (const [command, expected] of cases) {
    it(`${JSON.stringify(command).slice(0, 90)}: ${expected.source}`, () => {
      assert.match(reason(command), expected);
    });
  }
});
