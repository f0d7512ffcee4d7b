/**
 * Every language's snippet for each kind of request (tests/requests.ts): the shape each language's users expect,
 * the token read from the environment, the request's own URL, and a body and query that hold exactly the
 * request's values, checked by reading them back with each language's own rules: the TypeScript is type-checked
 * against @medplum/core 2.0.25 and run on a client that records its calls, the curl command runs in bash with a
 * `curl` that prints its arguments, the Python is parsed by Python, and the C#, Java and Go literals are read back
 * by their rules. tests/run-snippets.test.ts runs them against the in-memory Medplum.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { before, describe, it } from 'node:test';
import ts from 'typescript';
import {
  type ApiRequest,
  type Snippet,
  type SnippetLanguage,
  SNIPPET_LANGUAGES,
  medplumClientSnippet,
  requestSnippets,
  requestUrl,
  tokenSnippet,
} from '..';
import { AWKWARD, REQUESTS } from './requests';
import { typeCheckSnippets } from './typecheck';

const NAMES = Object.keys(REQUESTS);
const all = new Map<string, Record<SnippetLanguage, string>>();

before(async () => {
  for (const name of NAMES) {
    const snippets = await requestSnippets(REQUESTS[name]);
    all.set(
      name,
      Object.fromEntries(snippets.map((snippet: Snippet) => [snippet.language, snippet.code])) as Record<
        SnippetLanguage,
        string
      >,
    );
  }
});

const code = (name: string, language: SnippetLanguage): string => all.get(name)?.[language] ?? assert.fail(name);
const pretty = (name: string): string => JSON.stringify(REQUESTS[name].body, null, 2);
const withBody = NAMES.filter((name) => REQUESTS[name].body !== undefined);

describe('the languages', () => {
  it('come in the page order, each with its label and Prism language, and a snippet each', async () => {
    assert.deepEqual(
      SNIPPET_LANGUAGES.map(({ id, label, prism }) => `${id}:${label}:${prism}`),
      [
        'typescript:TypeScript:typescript',
        'curl:curl:bash',
        'python:Python:python',
        'csharp:C#:csharp',
        'java:Java:java',
        'go:Go:go',
      ],
    );
    const snippets = await requestSnippets(REQUESTS.read);
    assert.deepEqual(
      snippets.map((snippet) => snippet.language),
      SNIPPET_LANGUAGES.map(({ id }) => id),
    );
  });
});

/** What the TypeScript program calls on a MedplumClient that records its calls instead of sending them. */
async function recordedCalls(
  source: string,
  variables: Record<string, string> = {},
): Promise<{ options: unknown; calls: [string, ...unknown[]][]; printed: string[] }> {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const body = js.replace("import { MedplumClient } from '@medplum/core';", '');
  assert.ok(!/\bimport\b/.test(body), body);
  const record = { options: undefined as unknown, calls: [] as [string, ...unknown[]][], printed: [] as string[] };
  class MedplumClient {
    constructor(options?: unknown) {
      record.options = options;
      return new Proxy(this, {
        get: (_, method: string) =>
          method === 'fhirUrl'
            ? (...path: string[]) => new URL(`https://api.medplum.com/fhir/R4/${path.join('/')}`)
            : async (...args: unknown[]) => {
                record.calls.push([method, ...args.map((arg) => (arg instanceof URL ? arg.href : arg))]);
                return { returnedBy: method };
              },
      });
    }
  }
  const env = { MEDPLUM_CLIENT_ID: 'id', MEDPLUM_CLIENT_SECRET: 'secret', ...variables };
  const log = (text: string) => record.printed.push(text);
  await new Function('MedplumClient', 'process', 'console', `return (async () => {${body}})();`)(
    MedplumClient,
    { env },
    { log },
  );
  return record;
}

describe('TypeScript (MedplumClient)', () => {
  it('type-checks against @medplum/core 2.0.25 for every request', () => {
    const problems = typeCheckSnippets(NAMES.map((name) => code(name, 'typescript')));
    assert.deepEqual(Object.fromEntries([...problems].map(([index, found]) => [NAMES[index] ?? 'other', found])), {});
  });

  it('calls the client method each request asks for, with exactly its values', async () => {
    const expected: Record<string, [string, ...unknown[]]> = {
      read: ['readResource', 'Patient', '3c5a8d2e-0000-4000-8000-000000000001'],
      search: ['search', 'Patient', { name: 'O\'Brien "Jr" $x', _count: '5' }],
      'search with a repeated parameter': [
        'search',
        'Observation',
        [
          ['date', 'ge2023-01-01'],
          ['date', 'lt2024-01-01'],
          ['code:text', 'blood'],
        ],
      ],
      create: ['createResource', REQUESTS.create.body],
      update: ['updateResource', REQUESTS.update.body],
      patch: ['patchResource', 'Patient', '3c5a8d2e-0000-4000-8000-000000000001', REQUESTS.patch.body],
      delete: ['deleteResource', 'Patient', '3c5a8d2e-0000-4000-8000-000000000001'],
      history: ['readHistory', 'Patient', '3c5a8d2e-0000-4000-8000-000000000001'],
      version: [
        'readVersion',
        'Patient',
        '3c5a8d2e-0000-4000-8000-000000000001',
        '0c8dfe24-0088-46e0-97d6-157cac0c9b6b',
      ],
      validate: ['validateResource', REQUESTS.validate.body],
      graphql: ['graphql', '{ PatientList(name: "Doe") { id name { family } } }'],
      batch: ['executeBatch', REQUESTS.batch.body],
      operation: ['get', 'https://api.medplum.com/fhir/R4/Patient/3c5a8d2e-0000-4000-8000-000000000001/$everything'],
      'operation with a query': [
        'get',
        'https://api.medplum.com/fhir/R4/ValueSet/$expand?url=http%3A%2F%2Fhl7.org%2Ffhir%2FValueSet%2Fadministrative-gender&filter=fe',
      ],
      'outside the FHIR API': ['get', 'auth/me'],
      'with other headers': [
        'post',
        'admin/super/reindex',
        { resourceType: 'Patient' },
        'application/json',
        { headers: { Prefer: 'respond-async', 'X-Medplum': 'extended' } },
      ],
    };
    for (const name of NAMES) {
      const record = await recordedCalls(code(name, 'typescript'));
      assert.equal(record.options, undefined, 'the default base URL needs no option');
      assert.deepEqual(record.calls, [['startClientLogin', 'id', 'secret'], expected[name]], name);
      assert.deepEqual(record.printed, [JSON.stringify({ returnedBy: expected[name][0] }, null, 2)], name);
    }
  });

  it('names the base URL only when it is not the default, and falls back to the generic methods', async () => {
    const local = medplumClientSnippet(REQUESTS.read, { baseUrl: 'http://127.0.0.1:8103' });
    assert.match(local, /^const medplum = new MedplumClient\(\{ baseUrl: 'http:\/\/127\.0\.0\.1:8103\/' \}\);$/m);
    assert.match(code('read', 'typescript'), /^const medplum = new MedplumClient\(\);$/m);
    const generic = [
      { method: 'PUT', path: 'fhir/R4/Patient?identifier=x', body: { resourceType: 'Patient' } },
      { method: 'POST', path: 'fhir/R4/Patient', body: { resourceType: 'Patient' }, contentType: 'text/plain' },
      { method: 'DELETE', path: 'fhir/R4/Patient?name=x' },
      { method: 'PATCH', path: 'fhir/R4/Patient?name=x', body: [] },
    ] as const;
    const calls = [];
    for (const request of generic) calls.push((await recordedCalls(medplumClientSnippet(request))).calls[1]);
    assert.deepEqual(calls, [
      ['put', 'https://api.medplum.com/fhir/R4/Patient?identifier=x', { resourceType: 'Patient' }],
      ['post', 'https://api.medplum.com/fhir/R4/Patient', { resourceType: 'Patient' }, 'text/plain'],
      ['delete', 'https://api.medplum.com/fhir/R4/Patient?name=x'],
      ['patch', 'https://api.medplum.com/fhir/R4/Patient?name=x', []],
    ]);
    assert.deepEqual(typeCheckSnippets(generic.map((request) => medplumClientSnippet(request))), new Map());
  });

  it('fails to type-check when a value is not escaped (the check is not blind)', () => {
    const broken = code('search', 'typescript').replace("\\'", "'");
    assert.notEqual(broken, code('search', 'typescript'));
    assert.equal(typeCheckSnippets([broken]).size, 1);
  });
});

describe('curl', () => {
  /** Runs the commands in bash with a `curl` that prints each argument and what it reads on stdin, as JSON. */
  function curlArguments(commands: string): string[] {
    const fake = `curl() { node -e 'process.stdout.write(JSON.stringify(process.argv.slice(1)))' -- "$@"; [[ " $* " == *" @- "* ]] && { printf '\\n'; cat; }; true; }`;
    const output = execFileSync('bash', ['--norc', '-c', `${fake}\n${commands}`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, MEDPLUM_TOKEN: 'the-token' },
    });
    const [args, ...stdin] = output.split('\n');
    const parsed = JSON.parse(args) as string[];
    return stdin.length ? [...parsed, stdin.join('\n')] : parsed;
  }

  it('passes the URL, the expanded token and the body to curl exactly, through bash', () => {
    for (const name of NAMES) {
      const args = curlArguments(code(name, 'curl'));
      const request = REQUESTS[name];
      assert.deepEqual(args.slice(0, 4), ['--request', request.method, '--url', requestUrl(request)], name);
      assert.ok(args.includes('Authorization: Bearer the-token'), name);
      if (request.body !== undefined) {
        const data = args[args.indexOf('--data') + 1];
        // `--data @-` reads the here-document, which the fake curl printed after its arguments.
        assert.deepEqual(JSON.parse((data === '@-' ? args.at(-1) : data) ?? ''), request.body, name);
        const type =
          request.contentType ?? (request.method === 'PATCH' ? 'application/json-patch+json' : 'application/fhir+json');
        assert.ok(args.includes(`Content-Type: ${type}`), name);
      }
    }
  });

  it('puts a body with a quote in a quoted here-document, so the shell expands nothing in it', () => {
    assert.match(code('create', 'curl'), /--data @- <<'EOF'\n\{\n {2}"resourceType": "Patient",/);
    assert.match(code('create', 'curl'), /--header "Authorization: Bearer \$MEDPLUM_TOKEN"/);
  });

  it('tells how to get the token with the client credentials grant (tests/run-snippets.test.ts runs it)', () => {
    const token = tokenSnippet({ baseUrl: 'http://127.0.0.1:8103/' });
    assert.equal(token.language, 'curl');
    assert.equal(
      token.code,
      [
        'export MEDPLUM_TOKEN=$(curl --silent --request POST http://127.0.0.1:8103/oauth2/token \\',
        '  --data-urlencode grant_type=client_credentials \\',
        '  --data-urlencode "client_id=$MEDPLUM_CLIENT_ID" \\',
        '  --data-urlencode "client_secret=$MEDPLUM_CLIENT_SECRET" \\',
        '  | jq --raw-output .access_token)',
        '',
      ].join('\n'),
    );
    assert.match(tokenSnippet().code, / https:\/\/api\.medplum\.com\/oauth2\/token /);
    execFileSync('bash', ['--norc', '-n', '-c', token.code]);
  });
});

describe('other headers', () => {
  it('are sent by every language, after the token; C# adds them once the request is made', () => {
    const made = (language: SnippetLanguage) => code('with other headers', language);
    assert.match(made('curl'), /--header 'Prefer: respond-async'/);
    assert.match(made('curl'), /--header 'X-Medplum: extended'/);
    assert.ok(made('python').includes('"Prefer": "respond-async",\n    "X-Medplum": "extended"'), made('python'));
    assert.ok(
      made('csharp').includes(
        '};\nrequest.Headers.Add("Prefer", "respond-async");\nrequest.Headers.Add("X-Medplum", "extended");\n',
      ),
      made('csharp'),
    );
    assert.ok(!made('csharp').includes('{ "Prefer"'), made('csharp'));
    assert.ok(made('java').includes('.header("Prefer", "respond-async")'), made('java'));
    assert.ok(made('go').includes('req.Header.Add("X-Medplum", "extended")'), made('go'));
  });

  it('must have a name, not be Authorization or Content-Type, and hold printable ASCII once each', async () => {
    const request = (headers: [string, string][]) => ({ method: 'GET' as const, path: 'auth/me', headers });
    await assert.rejects(requestSnippets(request([['Bad Name', 'x']])), /Not a header name/);
    await assert.rejects(requestSnippets(request([['authorization', 'x']])), /set authorization themselves/);
    await assert.rejects(requestSnippets(request([['Content-Type', 'x']])), /set Content-Type themselves/);
    await assert.rejects(requestSnippets(request([['Prefer', 'a\nb']])), /not printable ASCII/);
    await assert.rejects(
      requestSnippets(
        request([
          ['Prefer', 'a'],
          ['prefer', 'b'],
        ]),
      ),
      /given twice/,
    );
  });
});

describe('variables', () => {
  /** A request that reads two variables in its path, its query and its body, beside text with a `$` of its own. */
  const request: ApiRequest = {
    method: 'PUT',
    path: 'fhir/R4/Patient/$PATIENT_ID?_tag=$TAG&note=$PATIENT_IDX',
    variables: ['PATIENT_ID', 'TAG'],
    body: {
      resourceType: 'Patient',
      id: '$PATIENT_ID',
      generalPractitioner: [{ reference: 'Practitioner/$TAG', display: "Dr {x} $PATIENT_IDX `y` ${z} O'Neil" }],
    },
  };
  const values = { PATIENT_ID: 'p-1', TAG: 't-2' };
  const expectedBody = {
    resourceType: 'Patient',
    id: 'p-1',
    generalPractitioner: [{ reference: 'Practitioner/t-2', display: "Dr {x} $PATIENT_IDX `y` ${z} O'Neil" }],
  };
  const expectedUrl = 'https://api.medplum.com/fhir/R4/Patient/p-1?_tag=t-2&note=$PATIENT_IDX';
  let made: Record<SnippetLanguage, string>;

  before(async () => {
    made = Object.fromEntries(
      (await requestSnippets(request)).map((snippet) => [snippet.language, snippet.code]),
    ) as Record<SnippetLanguage, string>;
  });

  it('TypeScript reads them from process.env, type-checks, and calls the client with their values', async () => {
    assert.deepEqual(typeCheckSnippets([made.typescript]), new Map());
    const record = await recordedCalls(made.typescript, values);
    assert.deepEqual(record.calls[1], [
      'put',
      'https://api.medplum.com/fhir/R4/Patient/p-1?_tag=t-2&note=$PATIENT_IDX',
      expectedBody,
    ]);
    // A resource's own ID and path go to the typed methods.
    const read = medplumClientSnippet({
      method: 'GET',
      path: 'fhir/R4/Patient/$PATIENT_ID',
      variables: ['PATIENT_ID'],
    });
    assert.match(read, /medplum\.readResource\('Patient', process\.env\.PATIENT_ID!\)/);
    assert.deepEqual((await recordedCalls(read, values)).calls[1], ['readResource', 'Patient', 'p-1']);
  });

  it('curl expands them in bash, in the URL and in the body, and nothing else', () => {
    const fake = `curl() { node -e 'process.stdout.write(JSON.stringify(process.argv.slice(1)))' -- "$@"; }`;
    const output = execFileSync('bash', ['--norc', '-c', `${fake}\n${made.curl}`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, MEDPLUM_TOKEN: 'the-token', ...values },
    });
    const args = JSON.parse(output) as string[];
    assert.equal(args[args.indexOf('--url') + 1], expectedUrl);
    assert.deepEqual(JSON.parse(args[args.indexOf('--data') + 1]), expectedBody);
  });

  it('Python reads them from os.environ, and sends their values (run with a requests that records)', () => {
    const runner = `
import json, os, sys, types
sent = {}
def put(url, **kwargs):
    sent.update(url=url, **kwargs)
    return types.SimpleNamespace(status_code=200, json=lambda: {})
sys.modules["requests"] = types.SimpleNamespace(put=put)
exec(sys.stdin.read(), {})
print(json.dumps(sent))
`;
    const output = execFileSync('python3', ['-c', runner], {
      input: made.python,
      encoding: 'utf8',
      env: { ...process.env, MEDPLUM_TOKEN: 'the-token', ...values },
    });
    const sent = JSON.parse(output.trim().split('\n').at(-1) ?? '') as Record<string, unknown>;
    assert.equal(sent.url, 'https://api.medplum.com/fhir/R4/Patient/p-1');
    assert.deepEqual(sent.params, { _tag: 't-2', note: '$PATIENT_IDX' });
    assert.deepEqual(sent.json, expectedBody);
  });

  it('C# and Java replace each in the body, and join them into the URL; Go joins them into both', async () => {
    const csharp = 'Environment.GetEnvironmentVariable';
    assert.ok(
      made.csharp.includes(
        `new Uri("https://api.medplum.com/fhir/R4/Patient/" + ${csharp}("PATIENT_ID") + "?_tag=" + ${csharp}("TAG") + "&note=$PATIENT_IDX")`,
      ),
      made.csharp,
    );
    assert.ok(
      made.csharp.includes(`""".Replace("$PATIENT_ID", ${csharp}("PATIENT_ID")).Replace("$TAG", ${csharp}("TAG")))`),
      made.csharp,
    );
    assert.ok(
      made.java.includes(
        'URI.create("https://api.medplum.com/fhir/R4/Patient/" + System.getenv("PATIENT_ID") + "?_tag=" + System.getenv("TAG") + "&note=$PATIENT_IDX")',
      ),
      made.java,
    );
    assert.ok(
      made.java.includes(
        '""".replace("$PATIENT_ID", System.getenv("PATIENT_ID")).replace("$TAG", System.getenv("TAG")))',
      ),
      made.java,
    );
    // The body has a backquote: Go's pieces are escaped strings rather than raw ones.
    assert.ok(made.go.includes('\\"id\\": \\"" + os.Getenv("PATIENT_ID") + "\\",\\n'), made.go);
    assert.ok(made.go.includes('\\"reference\\": \\"Practitioner/" + os.Getenv("TAG") + "\\",\\n'), made.go);
    assert.ok(
      made.go.includes('url := "https://api.medplum.com/fhir/R4/Patient/" + os.Getenv("PATIENT_ID") + "?_tag="'),
    );
    const raw = await requestSnippets({ ...request, body: { resourceType: 'Patient', id: '$PATIENT_ID' } });
    const go = raw.find((snippet) => snippet.language === 'go')?.code ?? '';
    assert.ok(go.includes('"id": "` + os.Getenv("PATIENT_ID") + `"\n}`)'), go);
  });

  it('must be names, each listed once', async () => {
    await assert.rejects(requestSnippets({ ...request, variables: ['1X'] }), /Not a name for an environment/);
    await assert.rejects(requestSnippets({ ...request, variables: ['TAG', 'TAG'] }), /listed twice/);
  });
});

describe('the token variable', () => {
  it('is MEDPLUM_TOKEN by default, and the one the options name in every language and in the token command', async () => {
    const options = { tokenVariable: 'ACCESS_TOKEN' };
    const made = Object.fromEntries(
      (await requestSnippets(REQUESTS.create, options)).map((snippet) => [snippet.language, snippet.code]),
    );
    assert.match(made.curl, /--header "Authorization: Bearer \$ACCESS_TOKEN"/);
    assert.ok(made.python.includes('"Authorization": "Bearer " + os.environ["ACCESS_TOKEN"]'), made.python);
    assert.ok(made.csharp.includes('Environment.GetEnvironmentVariable("ACCESS_TOKEN")'), made.csharp);
    assert.ok(made.java.includes('System.getenv("ACCESS_TOKEN")'), made.java);
    assert.ok(made.go.includes('os.Getenv("ACCESS_TOKEN")'), made.go);
    for (const language of ['curl', 'python', 'csharp', 'java', 'go']) {
      assert.ok(!made[language].includes('MEDPLUM_TOKEN'), language);
    }
    assert.match(tokenSnippet(options).code, /^export ACCESS_TOKEN=\$\(curl /);
    assert.match(code('create', 'python'), /os\.environ\["MEDPLUM_TOKEN"\]/);
  });

  it('must be a shell name', async () => {
    await assert.rejects(requestSnippets(REQUESTS.read, { tokenVariable: 'A"B' }), /Not a name for an environment/);
    assert.throws(() => tokenSnippet({ tokenVariable: '1X' }), /Not a name for an environment/);
  });
});

describe('Python (requests)', () => {
  it('parses, reads the token with os.environ, and holds exactly the body and query as dicts', () => {
    const reader = `
import ast, json, sys
for source in json.load(sys.stdin):
    tree = ast.parse(source)
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and node.targets[0].id in ("payload", "querystring", "url"):
            found[node.targets[0].id] = ast.literal_eval(node.value)
    print(json.dumps(found))
`;
    const sources = NAMES.map((name) => code(name, 'python'));
    const output = execFileSync('python3', ['-c', reader], { input: JSON.stringify(sources), encoding: 'utf8' });
    const found = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    NAMES.forEach((name, index) => {
      const request = REQUESTS[name];
      const url = new URL(requestUrl(request));
      assert.equal(found[index].url, url.origin + url.pathname, name);
      assert.deepEqual(found[index].payload, request.body, name);
      const query = [...url.searchParams].length ? found[index].querystring : undefined;
      assert.deepEqual(
        query === undefined
          ? []
          : Object.entries(query as object).flatMap(([key, value]) =>
              Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]],
            ),
        [...url.searchParams],
      );
      assert.match(sources[index], /"Authorization": "Bearer " \+ os\.environ\["MEDPLUM_TOKEN"\]/);
      assert.match(
        sources[index],
        /^print\(response\.status_code\)\nprint\(json\.dumps\(response\.json\(\), indent=2\)\)$/m,
      );
      if (request.body !== undefined) assert.match(sources[index], /, json=payload/);
    });
  });
});

/** The text of the C# raw string literal (C# 11) that starts at `from`: its lines less the closing line's indentation. */
function csharpRawString(source: string, from: number): string {
  const quotes = /^"{3,}/.exec(source.slice(from))?.[0] ?? assert.fail('no raw string');
  const start = source.indexOf('\n', from) + 1;
  const end = source.indexOf(quotes, start);
  const lines = source.slice(start, end).split('\n');
  const indent = lines.pop() ?? '';
  assert.match(indent, /^ *$/);
  return lines.map((line) => (line.startsWith(indent) ? line.slice(indent.length) : assert.fail(line))).join('\n');
}

/** The text of the Java text block that starts at `from`, read with Java's rules for what this generator writes. */
function javaTextBlock(source: string, from: number): string {
  const start = source.indexOf('\n', from) + 1;
  const end = source.indexOf('"""', start);
  const lines = source.slice(start, end).split('\n');
  const last = lines.pop() ?? '';
  const indent = Math.min(
    last.length,
    ...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length),
  );
  const text = `${lines.map((line) => line.slice(indent)).join('\n')}\n`;
  return text.replace(/\\(u+[0-9a-fA-F]{4}|\\)/g, (_, escape: string) =>
    escape === '\\' ? '\\' : String.fromCharCode(parseInt(escape.replace(/^u+/, ''), 16)),
  );
}

describe('C# (HttpClient)', () => {
  it('sets the token with AuthenticationHeaderValue, the URL and body exactly, and prints the status (shape only: no .NET here)', () => {
    for (const name of NAMES) {
      const source = code(name, 'csharp');
      assert.ok(source.includes(`RequestUri = new Uri("${requestUrl(REQUESTS[name])}"),`), name);
      assert.ok(
        source.includes(
          'Authorization = new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("MEDPLUM_TOKEN")),',
        ),
      );
      assert.ok(
        source.includes('Console.WriteLine((int)response.StatusCode);') && !source.includes('EnsureSuccessStatusCode'),
      );
      assert.equal(source.split('{').length, source.split('}').length, `${name}: braces balance`);
      if (withBody.includes(name)) {
        assert.equal(
          csharpRawString(source, source.indexOf('new StringContent(') + 'new StringContent('.length),
          pretty(name),
          name,
        );
      }
    }
  });
});

describe('Java (java.net.http)', () => {
  it('is a class with main that reads System.getenv, with the URL and a text block of exactly the body', () => {
    for (const name of NAMES) {
      const source = code(name, 'java');
      assert.match(source, /^import java\.net\.http\.HttpClient;$/m);
      assert.match(
        source,
        /^public class Main \{\n {2}public static void main\(String\[\] args\) throws Exception \{$/m,
      );
      assert.ok(source.includes(`.uri(URI.create("${requestUrl(REQUESTS[name])}"))`), name);
      assert.ok(source.includes('.header("Authorization", "Bearer " + System.getenv("MEDPLUM_TOKEN"))'));
      assert.ok(source.includes('System.out.println(response.statusCode());'));
      if (withBody.includes(name)) {
        const at = source.indexOf('BodyPublishers.ofString(') + 'BodyPublishers.ofString('.length;
        assert.equal(javaTextBlock(source, at), `${pretty(name)}\n`, name);
        assert.ok(!/[\u0080-\uffff]/.test(source), `${name}: ASCII only, whatever the platform's encoding`);
      }
    }
  });
});

describe('Go (net/http)', () => {
  it('is package main, reads os.Getenv with its import, and holds the URL and body exactly', () => {
    for (const name of NAMES) {
      const source = code(name, 'go');
      assert.match(source, /^package main\n\nimport \(\n(\t"[a-z/]+"\n)+\)$/m);
      assert.match(source, /^\t"os"$/m);
      assert.ok(source.includes(`url := "${requestUrl(REQUESTS[name])}"`), name);
      assert.ok(source.includes('req.Header.Add("Authorization", "Bearer "+os.Getenv("MEDPLUM_TOKEN"))'));
      assert.ok(source.includes('fmt.Println(res.Status)'));
      if (withBody.includes(name)) {
        const literal = /strings\.NewReader\((`[^`]*`|"(?:[^"\\]|\\.)*")\)/.exec(source)?.[1] ?? assert.fail(name);
        const text = literal.startsWith('`') ? literal.slice(1, -1) : (JSON.parse(literal) as string);
        assert.equal(text, pretty(name), name);
      }
    }
    // A body with a backquote cannot be a raw string: it stays an escaped one.
    assert.ok(AWKWARD.includes('`'));
    assert.match(code('create', 'go'), /strings\.NewReader\("\{\\n/);
    assert.match(code('patch', 'go'), /strings\.NewReader\(`\[\n/);
  });
});
