/**
 * Runs every generated snippet against the in-memory Medplum over HTTP (`npm run sandbox`'s server, started
 * here on a free port) and checks that each gets the answer the console gets: the test sends each request with
 * fetch, as the page's console does, then runs each language's snippet for it as a child process, one process a
 * language where the language allows (bash for curl, one tsx for TypeScript, one python3 for Python) and one
 * `java Main.java` a snippet for Java, and `go run` a snippet for Go when `go` is on the PATH
 * (scripts/ensure-snippet-tools.sh installs it). curl, tsx, python3 and java must be there: a missing one fails the test.
 * C# is not run: Debian has no .NET.
 *
 * The token comes from running tokenSnippet's command (curl and jq). Requests that write get a resource of
 * their own for each run (made with fetch before the run), so runs do not see one another's writes; the
 * answers are compared after leaving out what differs between two calls that both succeed: the `id` of a
 * resource made for the run and `meta.versionId` and `meta.lastUpdated` of a version written by it (VOLATILE).
 * Languages that print the status (Python, Java, Go) are compared on it too; curl prints only the body, and
 * MedplumClient throws on an error status, so its error must carry the outcome's first message.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { SANDBOX_ENV, startSandboxServer } from '../../medplum-sandbox';
import { type ApiRequest, type SnippetLanguage, contentTypeOf, requestSnippets, requestUrl, tokenSnippet } from '..';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const SEEDED_PATIENT = 'Patient/3c5a8d2e-0000-4000-8000-000000000001';
const OTHER_SEEDED_PATIENT = 'Patient/3c5a8d2e-0000-4000-8000-000000000002';
/** Quotes, `$HOME` (which a shell would expand), a backslash, `${`, a backquote and a letter beyond ASCII. */
const AWKWARD = 'D\'Arcy "the" $HOME \\ ${x} `y` Zoë';
/** The family name of a patient made once before the runs, which the search finds (`:exact`: the server searches a name word by word, and a word here holds a quote). */
const SEARCHED = 'O\'Brien "Jr" $x';

/** What differs between two calls that succeed, for a request that writes: the resource's ID and version. */
const VOLATILE = ['id', 'meta.versionId', 'meta.lastUpdated'];

interface Case {
  name: string;
  /** The request, made anew for each run (a request that writes gets a resource of its own). */
  make: () => Promise<ApiRequest>;
  volatile?: readonly string[];
}

let server: Server;
let base = '';
let token = '';
let tempDir = '';

async function send(request: ApiRequest): Promise<{ status: number; body: unknown }> {
  const response = await fetch(requestUrl(request, { baseUrl: base }), {
    method: request.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(request.body === undefined ? {} : { 'Content-Type': contentTypeOf(request) }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  return { status: response.status, body: await response.json() };
}

/** A new patient for one run of a request that writes, made with fetch. */
async function freshPatient(): Promise<string> {
  const { status, body } = await send({
    method: 'POST',
    path: 'fhir/R4/Patient',
    body: { resourceType: 'Patient', name: [{ family: 'Fresh' }] },
  });
  assert.equal(status, 201);
  return (body as { id: string }).id;
}

const CASES: readonly Case[] = [
  { name: 'read a seeded patient', make: async () => ({ method: 'GET', path: `fhir/R4/${SEEDED_PATIENT}` }) },
  {
    name: 'search, with a value to escape',
    make: async () => ({ method: 'GET', path: 'fhir/R4/Patient?name:exact=O%27Brien%20%22Jr%22%20%24x&_count=5' }),
  },
  {
    name: 'create',
    make: async () => ({
      method: 'POST',
      path: 'fhir/R4/Patient',
      body: { resourceType: 'Patient', active: true, name: [{ given: ['Ann'], family: AWKWARD }] },
    }),
    volatile: VOLATILE,
  },
  {
    name: 'update',
    make: async () => {
      const id = await freshPatient();
      return {
        method: 'PUT',
        path: `fhir/R4/Patient/${id}`,
        body: { resourceType: 'Patient', id, gender: 'other', name: [{ family: AWKWARD }] },
      };
    },
    volatile: VOLATILE,
  },
  {
    name: 'patch',
    make: async () => ({
      method: 'PATCH',
      path: `fhir/R4/Patient/${await freshPatient()}`,
      body: [
        { op: 'add', path: '/birthDate', value: '1999-12-31' },
        { op: 'replace', path: '/name/0/family', value: AWKWARD },
      ],
    }),
    volatile: VOLATILE,
  },
  { name: 'history', make: async () => ({ method: 'GET', path: `fhir/R4/${OTHER_SEEDED_PATIENT}/_history` }) },
  { name: 'delete', make: async () => ({ method: 'DELETE', path: `fhir/R4/Patient/${await freshPatient()}` }) },
  {
    name: '$validate of an invalid resource',
    make: async () => ({
      method: 'POST',
      path: 'fhir/R4/Observation/$validate',
      body: { resourceType: 'Observation', valueString: AWKWARD },
    }),
  },
  {
    name: 'GraphQL',
    make: async () => ({
      method: 'POST',
      path: 'fhir/R4/$graphql',
      contentType: 'application/json',
      body: { query: '{ PatientList(name: "Doe") { id name { given family } } }' },
    }),
  },
  {
    name: 'batch',
    make: async () => ({
      method: 'POST',
      path: 'fhir/R4',
      body: {
        resourceType: 'Bundle',
        type: 'batch',
        entry: [
          { request: { method: 'GET', url: SEEDED_PATIENT } },
          { request: { method: 'GET', url: 'Patient?name=Doe' } },
        ],
      },
    }),
  },
  {
    name: 'an operation ($everything)',
    make: async () => ({ method: 'GET', path: `fhir/R4/${SEEDED_PATIENT}/$everything` }),
  },
  { name: 'an unknown type (error)', make: async () => ({ method: 'GET', path: 'fhir/R4/Unknowntype/123' }) },
  {
    name: 'an invalid search parameter (error)',
    make: async () => ({ method: 'GET', path: 'fhir/R4/Patient?birthdate=ap2000-01-01' }),
  },
];

/** One language's way of running a batch of snippets: its files, and the command that runs them. */
interface Runner {
  language: SnippetLanguage;
  /** Prints `@@case N` before the output of snippet N, and `@@error <message>` when it fails. */
  run: (snippets: readonly string[], dir: string) => Promise<string>;
  /** Whether the language prints the status before the body. */
  status: boolean;
}

function exec(file: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { cwd, env: { ...process.env, MEDPLUM_TOKEN: token, ...env }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${file} ${args.join(' ')} failed: ${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/** Runs `count` tasks at most `limit` at a time, keeping their order. */
async function pool<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

const RUNNERS: Runner[] = [
  {
    language: 'curl',
    status: false,
    run: (snippets, dir) => {
      const script = snippets.map((code, index) => `echo '@@case ${index}'\n${code}\necho`).join('\n');
      writeFileSync(path.join(dir, 'run.sh'), `${script}\n`);
      return exec('bash', ['--norc', 'run.sh'], dir);
    },
  },
  {
    language: 'typescript',
    status: false,
    run: (snippets, dir) => {
      // The snippets import @medplum/core: the folder gets the repository's node_modules.
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      snippets.forEach((code, index) => writeFileSync(path.join(dir, `case-${index}.mts`), code));
      const files = snippets.map((_, index) => pathToFileURL(path.join(dir, `case-${index}.mts`)).href);
      writeFileSync(
        path.join(dir, 'run.mts'),
        `for (const [index, file] of ${JSON.stringify(files)}.entries()) {
  console.log('@@case ' + index);
  try {
    await import(file);
  } catch (error) {
    console.log('@@error ' + (error instanceof Error ? error.message : String(error)));
  }
}
`,
      );
      return exec(TSX, ['run.mts'], dir, {
        MEDPLUM_CLIENT_ID: SANDBOX_ENV.MEDPLUM_CLIENT_ID,
        MEDPLUM_CLIENT_SECRET: 'any',
      });
    },
  },
  {
    language: 'python',
    status: true,
    run: (snippets, dir) => {
      snippets.forEach((code, index) => writeFileSync(path.join(dir, `case_${index}.py`), code));
      writeFileSync(
        path.join(dir, 'run.py'),
        `import runpy, sys
for index in range(${snippets.length}):
    print(f"@@case {index}", flush=True)
    try:
        runpy.run_path(f"case_{index}.py", run_name="__main__")
    except Exception as error:
        print(f"@@error {error!r}")
    sys.stdout.flush()
`,
      );
      return exec('python3', ['run.py'], dir);
    },
  },
  {
    language: 'java',
    status: true,
    run: async (snippets, dir) => {
      // One JVM a snippet, as a reader runs it (`java Main.java`), two at a time.
      const outputs = await pool(snippets.length, 2, async (index) => {
        const caseDir = path.join(dir, `case-${index}`);
        mkdirSync(caseDir);
        writeFileSync(path.join(caseDir, 'Main.java'), snippets[index]);
        // The JVM's quick start-up settings: the snippet is compiled and run once, and answers in milliseconds.
        const java = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', 'Main.java'];
        return `@@case ${index}\n${await exec('java', java, caseDir)}`;
      });
      return outputs.join('\n');
    },
  },
  {
    language: 'go',
    status: true,
    run: async (snippets, dir) => {
      // Each snippet is a program of its own (package main), built in one `go build` of a module that holds them.
      writeFileSync(path.join(dir, 'go.mod'), 'module snippets\n\ngo 1.19\n');
      snippets.forEach((code, index) => {
        mkdirSync(path.join(dir, `case${index}`));
        writeFileSync(path.join(dir, `case${index}`, 'main.go'), code);
      });
      await exec('go', ['build', '-o', 'bin/', './...'], dir);
      const outputs: string[] = [];
      for (const [index] of snippets.entries())
        outputs.push(`@@case ${index}\n${await exec(path.join(dir, 'bin', `case${index}`), [], dir)}`);
      return outputs.join('\n');
    },
  },
];

/** The output of each snippet, by case: `@@case N` starts one. */
function splitCases(output: string, count: number): string[] {
  const parts = output.split(/^@@case (\d+)\n/m);
  const found: string[] = [];
  for (let i = 1; i < parts.length; i += 2) found[Number(parts[i])] = parts[i + 1] ?? '';
  assert.equal(found.filter((part) => part !== undefined).length, count, `every snippet printed:\n${output}`);
  return found;
}

/** A printed answer: the status (when the language prints it) and the body. */
function parseOutput(text: string, withStatus: boolean): { status?: number; body?: unknown; error?: string } {
  const trimmed = text.trim();
  if (trimmed.startsWith('@@error ')) return { error: trimmed.slice('@@error '.length) };
  if (!withStatus) return { body: JSON.parse(trimmed) };
  const newline = trimmed.indexOf('\n');
  const status = Number.parseInt(trimmed.slice(0, newline), 10);
  return { status, body: JSON.parse(trimmed.slice(newline + 1)) };
}

/** The value without the volatile paths (`a.b` removes b of a; arrays are gone through). */
function comparable(value: unknown, volatile: readonly string[] = []): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const dotted of volatile) {
    const keys = dotted.split('.');
    let target: unknown = copy;
    for (const key of keys.slice(0, -1)) target = (target as Record<string, unknown> | undefined)?.[key];
    if (target && typeof target === 'object') delete (target as Record<string, unknown>)[keys[keys.length - 1]];
  }
  return copy;
}

function firstMessage(outcome: unknown): string {
  const issue = (outcome as { issue?: { details?: { text?: string } }[] }).issue?.[0];
  return issue?.details?.text ?? assert.fail(`no OperationOutcome: ${JSON.stringify(outcome)}`);
}

/** Whether a command is on the PATH. */
async function has(command: string): Promise<boolean> {
  return exec('bash', ['--norc', '-c', `command -v ${command}`], ROOT).then(
    () => true,
    () => false,
  );
}

describe('every snippet gets the answer the console gets, from the in-memory Medplum over HTTP', () => {
  const direct: { status: number; body: unknown }[] = [];

  before(async () => {
    for (const command of ['curl', 'jq', 'python3', 'java']) {
      assert.ok(
        await has(command),
        `${command} must be on the PATH to run the snippets (apt-get install ${command === 'java' ? 'default-jre-headless' : command})`,
      );
    }
    server = await startSandboxServer(0);
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    tempDir = mkdtempSync(path.join(tmpdir(), 'api-requests-'));
    // The token, the way the page tells readers to get it.
    const tokenCommand = `${tokenSnippet({ baseUrl: base }).code}printf %s "$MEDPLUM_TOKEN"`;
    token = (
      await exec('bash', ['--norc', '-c', tokenCommand], tempDir, {
        MEDPLUM_CLIENT_ID: SANDBOX_ENV.MEDPLUM_CLIENT_ID,
        MEDPLUM_CLIENT_SECRET: 'any',
      })
    ).trim();
    assert.match(token, /^[\w-]+\.[\w-]+\.[\w-]*$/, 'the token command prints a JWT');
    const searched = await send({
      method: 'POST',
      path: 'fhir/R4/Patient',
      body: { resourceType: 'Patient', name: [{ family: SEARCHED }] },
    });
    assert.equal(searched.status, 201);
    for (const testCase of CASES) direct.push(await send(await testCase.make()));
  });

  after(async () => {
    rmSync(tempDir, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers each request as expected when sent directly (the console)', () => {
    const statuses = Object.fromEntries(CASES.map((testCase, index) => [testCase.name, direct[index].status]));
    assert.deepEqual(statuses, {
      'read a seeded patient': 200,
      'search, with a value to escape': 200,
      create: 201,
      update: 200,
      patch: 200,
      history: 200,
      delete: 200,
      '$validate of an invalid resource': 400,
      GraphQL: 200,
      batch: 200,
      'an operation ($everything)': 200,
      // The in-memory server answers a type it does not know as the mock router does.
      'an unknown type (error)': direct[CASES.findIndex((c) => c.name === 'an unknown type (error)')].status,
      'an invalid search parameter (error)': 400,
    });
    assert.ok(direct[CASES.findIndex((c) => c.name === 'an unknown type (error)')].status >= 400);
    const search = direct[1].body as { entry: { resource: { name: { family: string }[] } }[] };
    assert.deepEqual(
      search.entry.map((entry) => entry.resource.name[0].family),
      [SEARCHED],
    );
  });

  it('runs every language the machine has, and the answers match', async () => {
    const goInstalled = await has('go');
    const runners = RUNNERS.filter((runner) => runner.language !== 'go' || goInstalled);
    if (!goInstalled)
      console.log('# Go was not run: go is not on the PATH (scripts/ensure-snippet-tools.sh installs it).');
    const started = Date.now();
    const results = await Promise.all(
      runners.map(async (runner) => {
        const requests: ApiRequest[] = [];
        for (const testCase of CASES) requests.push(await testCase.make());
        const snippets = await Promise.all(requests.map((request) => requestSnippets(request, { baseUrl: base })));
        const code = snippets.map((all) => all.find((snippet) => snippet.language === runner.language)?.code ?? '');
        const dir = path.join(tempDir, runner.language);
        mkdirSync(dir);
        const begun = Date.now();
        const output = await runner.run(code, dir);
        return { runner, outputs: splitCases(output, CASES.length), seconds: (Date.now() - begun) / 1000 };
      }),
    );
    const problems: string[] = [];
    for (const { runner, outputs } of results) {
      CASES.forEach((testCase, index) => {
        const expected = direct[index];
        const label = `${runner.language}, ${testCase.name}`;
        try {
          const got = parseOutput(outputs[index], runner.status);
          if (runner.language === 'typescript' && expected.status >= 400) {
            assert.ok(
              got.error?.includes(firstMessage(expected.body)),
              `MedplumClient throws the outcome's message: ${outputs[index]}`,
            );
            return;
          }
          assert.equal(got.error, undefined, outputs[index]);
          if (runner.status) assert.equal(got.status, expected.status);
          assert.deepEqual(comparable(got.body, testCase.volatile), comparable(expected.body, testCase.volatile));
        } catch (error) {
          problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
    const timing = results.map(({ runner, seconds }) => `${runner.language} ${seconds.toFixed(1)} s`).join(', ');
    console.log(
      `# ${CASES.length} requests in ${results.length} languages (${timing}; ${((Date.now() - started) / 1000).toFixed(1)} s in all)`,
    );
    assert.deepEqual(problems, []);
    assert.deepEqual(results.map(({ runner }) => runner.language).slice(0, 4), [
      'curl',
      'typescript',
      'python',
      'java',
    ]);
  });
});
