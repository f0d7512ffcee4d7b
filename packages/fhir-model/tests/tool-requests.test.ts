/**
 * The FHIR tools' request handling (src/tools/handle.ts) and the loader of the definitions scripts' text
 * (src/definitions-text-loader.ts), against the real scripts (written into a temporary folder): the reader's
 * messages and limits, the strict reading of a script, the loader's once-only reads, and that the handling
 * answers exactly alike with the worker's importScripts loader and with the text loader. Each loader runs in
 * a process of its own, as @medplum/core keeps one schema per process.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { writeBrowserDefinitions } from '../src/browser-definitions';
import { TYPES_FILE, definitionsScriptName } from '../src/definitions-scripts';
import { definitionsFromScript, textDefinitionsLoader } from '../src/definitions-text-loader';
import { writtenExample } from '../src/examples/written';
import { answerToolRequest, parseResource } from '../src/tools/handle';
import {
  MAX_RESOURCE_CHARS,
  RUN_LIMIT_MS,
  type ToolAnswer,
  type ToolRequest,
  timeLimitMessage,
} from '../src/tools/protocol';
import { BROKEN } from './broken-resources';

const WORKER_ENTRY = path.join(__dirname, '..', 'worker.ts');

const patient = JSON.stringify(writtenExample('Patient'));
const observation = JSON.stringify(writtenExample('Observation'));

/** Requests of every kind, and every message for the reader that comes before the engine runs. */
const REQUESTS: ToolRequest[] = [
  ...BROKEN.map((resource): ToolRequest => ({ kind: 'validate', resourceText: JSON.stringify(resource) })),
  { kind: 'validate', resourceText: patient },
  { kind: 'validate', resourceText: observation },
  { kind: 'validate', resourceText: '{"name": "no type"}' },
  { kind: 'validate', resourceText: '{"resourceType": "Nonsense"}' },
  { kind: 'validate', resourceText: '{"resourceType": "Patient", "contained": [{"resourceType": 7}]}' },
  { kind: 'validate', resourceText: '{"resourceType": "Patient",' },
  { kind: 'validate', resourceText: '[]' },
  { kind: 'values', expression: 'Patient.name.given', resourceText: patient },
  { kind: 'values', expression: 'Patient.telecom.where(system = "phone").value', resourceText: patient },
  { kind: 'values', expression: 'Observation.value.ofType(Quantity)', resourceText: observation },
  { kind: 'values', expression: 'Patient.name.(', resourceText: patient },
  { kind: 'values', expression: 'family', resourceText: '{"family": "Chalmers"}', typeName: 'HumanName' },
  {
    kind: 'constraint',
    expression: 'name.exists() or telecom.exists() or address.exists() or organization.exists()',
    on: ['contact'],
    resourceText: patient,
    typeName: 'Patient',
  },
  {
    kind: 'constraint',
    expression: 'hasValue() or (children().count() > id.count())',
    on: [''],
    resourceText: patient,
  },
];

/** Runs REQUESTS in a new process with one loader, over the scripts in `dir`; the answers in order. */
function runInProcess(mode: 'importScripts' | 'text', dir: string): Promise<ToolAnswer[]> {
  const code = `
    const fs = require('node:fs');
    const path = require('node:path');
    const vm = require('node:vm');
    const { fileURLToPath } = require('node:url');
    const model = require(${JSON.stringify(WORKER_ENTRY)});
    const [mode, dir, baseUrl] = process.argv.slice(-3);
    let definitions;
    if (mode === 'text') {
      definitions = model.textDefinitionsLoader(async (name) => {
        const file = path.join(dir, name);
        return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      });
    } else {
      // A worker's scope: importScripts runs the script, which calls the loader's global.
      const scope = {
        importScripts: (url) => vm.runInThisContext('(function (self) {' + fs.readFileSync(fileURLToPath(url), 'utf8') + '\\n})')(scope),
      };
      definitions = model.definitionsLoader(scope, baseUrl);
    }
    const requests = JSON.parse(fs.readFileSync(0, 'utf8'));
    (async () => {
      const answers = [];
      for (const request of requests) answers.push(await model.answerToolRequest(request, definitions));
      process.stdout.write(JSON.stringify(answers));
    })();
  `;
  const baseUrl = pathToFileURL(dir + path.sep).href;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--eval', code, '--', mode, dir, baseUrl], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0 ? resolve(JSON.parse(out) as ToolAnswer[]) : reject(new Error(`${mode}: exit ${status}`)),
    );
    child.stdin.end(JSON.stringify(REQUESTS));
  });
}

describe('the FHIR tools’ request handling', () => {
  let dir = '';
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'fhir-tools-definitions-'));
    writeBrowserDefinitions(dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const script = (name: string) => readFileSync(path.join(dir, definitionsScriptName(name)), 'utf8');

  it('says what is wrong with the text, in the page’s words and limits', () => {
    assert.equal(MAX_RESOURCE_CHARS, 2_000_000);
    assert.equal(RUN_LIMIT_MS, 4000);
    assert.equal(timeLimitMessage(), 'Stopped after 4 seconds: the expression took too long to evaluate.');
    assert.deepEqual(parseResource(' '.repeat(MAX_RESOURCE_CHARS + 1)), {
      ok: false,
      message: 'The resource is 2,000,001 characters long; the tools take up to 2,000,000.',
    });
    assert.deepEqual(parseResource('[1]'), { ok: false, message: 'A FHIR resource is a JSON object, in braces.' });
    const broken = parseResource('{');
    assert.ok(!broken.ok && broken.message.startsWith('This is not valid JSON: '));
    assert.deepEqual(parseResource('{"a": 1}'), { ok: true, value: { a: 1 } });
  });

  it('reads exactly the shape of a definitions script, and says why anything else is not one', () => {
    const types = definitionsFromScript(script(TYPES_FILE));
    assert.equal(types.definitions.resourceType, 'Bundle');
    assert.ok(types.resourceTypes?.includes('Patient') && types.resourceTypes.includes('Project'));
    const patientScript = definitionsFromScript(script('Patient'));
    assert.ok(patientScript.searchParameters?.some((param) => param.code === 'birthdate'));
    const data = '{"definitions":{"resourceType":"Bundle","entry":[]}}';
    assert.deepEqual(definitionsFromScript(`self.__medplumDefinitions(${data});`).definitions.entry, []);
    const wrong: [string, RegExp][] = [
      [`window.__medplumDefinitions(${data});\n`, /does not start with self\.__medplumDefinitions\(/],
      [`self.__medplumDefinitions(${data}); alert(1);\n`, /its argument is not JSON/],
      [`self.__medplumDefinitions(${data})\n`, /does not end with \);/],
      [`self.__medplumDefinitions(${data}, 1);\n`, /its argument is not JSON/],
      ['self.__medplumDefinitions([1]);', /its argument is not a JSON object/],
      [
        'self.__medplumDefinitions({"definitions":{"resourceType":"Bundle","entry":[]},"run":1});',
        /unknown property "run"/,
      ],
      ['self.__medplumDefinitions({"definitions":{"resourceType":"Patient"}});', /definitions are not a Bundle/],
      [
        'self.__medplumDefinitions({"definitions":{"resourceType":"Bundle","entry":[]},"searchParameters":{}});',
        /searchParameters are not an array/,
      ],
      [
        'self.__medplumDefinitions({"definitions":{"resourceType":"Bundle","entry":[]},"resourceTypes":[1]});',
        /resourceTypes are not an array of names/,
      ],
    ];
    for (const [text, reason] of wrong) {
      assert.throws(() => definitionsFromScript(text), /^Error: Not a definitions script: /, text);
      assert.throws(() => definitionsFromScript(text), reason, text);
    }
  });

  it('loads each script once through the text loader, false for a type the site has none of', async () => {
    const reads: string[] = [];
    let failNext = true;
    const loader = textDefinitionsLoader(async (name) => {
      reads.push(name);
      if (name === 'Flaky.js' && failNext) {
        failNext = false;
        throw new Error('network down');
      }
      if (name === 'Flaky.js') return script('Basic');
      try {
        return script(name.replace(/\.js$/, ''));
      } catch {
        return null;
      }
    });
    await Promise.all([loader.loadTypes(), loader.loadTypes()]);
    assert.equal(await loader.load('Patient'), true);
    assert.equal(await loader.load('Patient'), true);
    assert.equal(await loader.load('Nonsense'), false);
    assert.equal(await loader.load('Nonsense'), false);
    assert.equal(await loader.load('../types'), false);
    assert.deepEqual(reads, ['types.js', 'Patient.js', 'Nonsense.js']);
    // A read that failed is tried again; a script that is not one does not load.
    assert.equal(await loader.load('Flaky'), false);
    assert.equal(await loader.load('Flaky'), true);
    assert.deepEqual(reads.slice(3), ['Flaky.js', 'Flaky.js']);
    const bad = textDefinitionsLoader(async () => 'self.somethingElse({});');
    await assert.rejects(bad.loadTypes(), (err: Error) => {
      assert.equal(err.message, 'The definitions of the FHIR data types did not load.');
      assert.match(String((err.cause as Error).message), /Not a definitions script/);
      return true;
    });
  });

  it('validates and evaluates with the text loader as a Medplum server reports', async () => {
    const loader = textDefinitionsLoader(async (name) => readFileSync(path.join(dir, name), 'utf8'));
    const broken = await answerToolRequest({ kind: 'validate', resourceText: JSON.stringify(BROKEN[1]) }, loader);
    assert.equal(broken.result.kind, 'issues');
    if (broken.result.kind !== 'issues') return;
    const paths = broken.result.issues.flatMap((issue) => issue.expression);
    assert.ok(paths.includes('Patient.name') && paths.includes('Patient.multipleBirth[x]'), paths.join(', '));
    assert.equal(broken.anchors['Patient.name'], 'Patient#Patient.name');
    assert.equal(broken.anchors['Patient.contact.name'], 'Patient#Patient.contact.name');
    const valid = await answerToolRequest({ kind: 'validate', resourceText: patient }, loader);
    assert.deepEqual(valid.result, { kind: 'issues', resourceType: 'Patient', issues: [] });
    const family = await answerToolRequest(
      { kind: 'values', expression: 'Patient.name.family', resourceText: patient },
      loader,
    );
    assert.equal(family.result.kind, 'values');
    assert.match(Object.values(family.anchors).join(' '), /HumanName#HumanName\.family/);
    const unknown = await answerToolRequest({ kind: 'validate', resourceText: '{"resourceType":"Nonsense"}' }, loader);
    assert.deepEqual(unknown.result, {
      kind: 'input',
      message: 'Unknown resource type: "Nonsense". The tools know the FHIR R4 resource types and Medplum\'s own.',
    });
    const missing = textDefinitionsLoader(async () => null);
    assert.deepEqual(await answerToolRequest({ kind: 'validate', resourceText: patient }, missing), {
      result: { kind: 'error', message: 'The definitions of the FHIR data types did not load.' },
      anchors: {},
    });
  });

  it('answers every request alike with the worker’s importScripts loader and the text loader', async () => {
    const [fromWorker, fromText] = await Promise.all([runInProcess('importScripts', dir), runInProcess('text', dir)]);
    assert.equal(fromWorker.length, REQUESTS.length);
    const kinds = new Set(fromWorker.map((answer) => answer.result.kind));
    for (const kind of ['issues', 'values', 'constraint', 'input', 'error']) assert.ok(kinds.has(kind as never), kind);
    assert.deepEqual(fromText, fromWorker);
  });
});
