/**
 * Facts about the SDK that the docs state, measured on @medplum/core 2.0.25
 * itself rather than read from its comments. A doc that states the fact must
 * state the measured value.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { MedplumClient } from '@medplum/core';
import { GENERATED_ROOT } from '../../packages/fhir-model';
import { collectMarkdownFiles } from '../../scripts/samples/check';

const root = path.resolve(__dirname, '..', '..');

/** True when a second read after `elapsed` ms is answered from the client's cache. */
async function servedFromCache(elapsed: number): Promise<boolean> {
  let requests = 0;
  const fetch = async (): Promise<Response> => {
    requests += 1;
    return new Response(JSON.stringify({ resourceType: 'Patient', id: '1' }), {
      status: 200,
      headers: { 'content-type': 'application/fhir+json' },
    });
  };
  const realNow = Date.now;
  let now = 1_700_000_000_000;
  Date.now = () => now;
  try {
    const medplum = new MedplumClient({ fetch, baseUrl: 'https://example.com/' });
    await medplum.readResource('Patient', '1');
    now += elapsed;
    await medplum.readResource('Patient', '1');
    return requests === 1;
  } finally {
    Date.now = realNow;
  }
}

/** The client's default cache time in ms, found by bisection on its behaviour. */
async function measuredDefaultCacheTime(): Promise<number> {
  let cached = 0;
  let fresh = 24 * 60 * 60 * 1000;
  assert.ok(await servedFromCache(cached), 'an immediate second read is cached');
  assert.ok(!(await servedFromCache(fresh)), 'a read a day later is not cached');
  while (fresh - cached > 1) {
    const middle = Math.floor((cached + fresh) / 2);
    if (await servedFromCache(middle)) cached = middle;
    else fresh = middle;
  }
  return cached;
}

/** Durations next to "cache" in a sentence: "60 seconds", "60-second", "60,000" (ms). */
function statedCacheTimes(text: string): { sentence: string; ms: number }[] {
  const found: { sentence: string; ms: number }[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    if (!/cache/i.test(sentence)) continue;
    for (const match of sentence.matchAll(/(\d[\d,]*)(?:[ -]seconds?\b| ?s\b)/g)) {
      found.push({ sentence, ms: Number(match[1].replace(/,/g, '')) * 1000 });
    }
    for (const match of sentence.matchAll(/default is (\d[\d,]{3,})/g)) {
      found.push({ sentence, ms: Number(match[1].replace(/,/g, '')) });
    }
  }
  return found;
}

describe('MedplumClient cache time', () => {
  it('every doc and post that states the default cache time states the measured one', async () => {
    const measured = await measuredDefaultCacheTime();
    const files = collectMarkdownFiles(root, ['docs', 'blog'], [GENERATED_ROOT]);
    const stated = files.flatMap((file) =>
      statedCacheTimes(readFileSync(path.join(root, file), 'utf8')).map((claim) => ({ file, ...claim })),
    );
    assert.ok(stated.length >= 3, `found only ${stated.length} statements of the cache time`);
    const wrong = stated.filter((claim) => claim.ms !== measured).map((claim) => `${claim.file}: ${claim.sentence}`);
    assert.deepEqual(wrong, [], `the default cache time of @medplum/core 2.0.25 is ${measured} ms`);
  });
});
