/**
 * The in-memory server's data (src/seed.json) is FHIR the 2.0.25 server
 * would store: every resource passes validateResource, every ID is a UUID and
 * every reference points at a resource of the seed. A bot whose description
 * names a page runs that page's handler, compiled as the guides deploy it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { findCode } from '../../common/src/markdown-code';
import { indexedCore } from '../../fhir-model/index';
import seed from '../src/seed.json';

type Resource = { resourceType: string; id: string } & Record<string, unknown>;
const resources = (seed.entry as { resource: Resource }[]).map((entry) => entry.resource);

function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (value && typeof value === 'object') {
    const own =
      typeof (value as { reference?: unknown }).reference === 'string'
        ? [(value as { reference: string }).reference]
        : [];
    return [...own, ...Object.values(value).flatMap(references)];
  }
  return [];
}

describe('the sandbox seed', () => {
  const core = indexedCore();
  for (const resource of resources) {
    it(`${resource.resourceType}/${resource.id} is valid, with a UUID`, () => {
      assert.doesNotThrow(() => core.validateResource(resource as never));
      assert.match(resource.id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    });
  }

  it('points only at its own resources', () => {
    const known = new Set(resources.map((resource) => `${resource.resourceType}/${resource.id}`));
    const dangling = resources.flatMap(references).filter((reference) => !known.has(reference));
    assert.deepEqual(dangling, []);
  });

  const SITE = path.join(__dirname, '..', '..', '..');
  for (const bot of resources.filter((resource) => resource.resourceType === 'Bot')) {
    const page = /the handler of ((?:docs|blog)\/\S+\.md)/.exec(String(bot.description ?? ''))?.[1];
    if (!page) continue;
    it(`Bot/${bot.id} runs the handler of ${page}, compiled to CommonJS`, () => {
      const handlers = findCode(readFileSync(path.join(SITE, page), 'utf8')).fenced.filter(
        (block) =>
          /^(ts|typescript)$/.test(block.lang ?? '') &&
          !/\bfragment\b/.test(block.meta ?? '') &&
          /export async function handler\(/.test(block.value),
      );
      assert.equal(handlers.length, 1, `${page} shows one handler`);
      const compiled = ts.transpileModule(handlers[0].value, {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
      }).outputText;
      assert.equal(bot.code, compiled);
    });
  }
});
