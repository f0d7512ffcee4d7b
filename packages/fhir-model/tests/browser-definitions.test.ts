/**
 * The cut-down definitions the browser loads (definitions.ts) must make the
 * validator report exactly what it reports with the full definitions the
 * server loads: same issues, same messages, same paths.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { indexedCore } from '../src/indexed-core';
import { toolDefinitions } from '../src/browser-definitions';
import { validationProblems } from '../src/examples/check';
import { writtenExample, writtenTypes } from '../src/examples/written';
import { BROKEN } from './broken-resources';

type Core = ReturnType<typeof indexedCore>;

/** A second copy of @medplum/core, with a schema of its own, indexed with the cut-down definitions only. */
function coreWithToolDefinitions(): Core {
  const require = createRequire(__filename);
  const id = require.resolve('@medplum/core');
  const shared = require.cache[id];
  delete require.cache[id];
  const fresh = require('@medplum/core') as Core;
  if (shared) require.cache[id] = shared;
  else delete require.cache[id];
  const definitions = toolDefinitions();
  fresh.indexStructureDefinitionBundle(definitions.types as Parameters<Core['indexStructureDefinitionBundle']>[0]);
  for (const bundle of definitions.resources.values()) {
    fresh.indexStructureDefinitionBundle(bundle as Parameters<Core['indexStructureDefinitionBundle']>[0]);
  }
  return fresh;
}

describe('cut-down definitions for the browser', () => {
  const full = indexedCore();
  const cut = coreWithToolDefinitions();

  it('are a different copy of the engine from the fully indexed one', () => {
    assert.notEqual(cut, full);
  });

  it('keep the validator to every issue of the full definitions, on resources with mistakes', () => {
    for (const resource of BROKEN) {
      const expected = validationProblems(full, resource);
      assert.ok(expected.length > 0, `the sample ${String(resource.resourceType)} should have mistakes`);
      assert.deepEqual(validationProblems(cut, resource), expected, String(resource.resourceType));
    }
  });

  it('find no issue where the full definitions find none, on every written example', () => {
    for (const type of writtenTypes()) {
      const example = writtenExample(type) ?? {};
      assert.deepEqual(validationProblems(cut, example), validationProblems(full, example), type);
    }
  });

  it('hold a definition for every resource type, and are small', () => {
    const definitions = toolDefinitions();
    for (const type of ['Patient', 'Observation', 'Bundle', 'Project', 'Bot']) {
      assert.ok(definitions.resources.has(type), type);
    }
    // Each file is fetched when a reader first checks a resource of its type.
    assert.ok(JSON.stringify(definitions.types).length < 200_000);
    for (const [type, bundle] of definitions.resources) {
      assert.ok(JSON.stringify(bundle).length < 100_000, type);
    }
  });
});
