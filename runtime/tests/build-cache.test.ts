import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import buildCachePlugin from '../build-cache';
import { configurationName } from '../index';
import { runtimeSwitch } from '../switch';

/** The webpack config Docusaurus 2.4.1 gives plugins: a filesystem cache named after compiler, mode and locale. */
const docusaurusConfig = (): Configuration => ({
  name: 'client',
  cache: { type: 'filesystem', name: 'client-production-en', version: '2.4.1-abc' },
});

function cacheOf(configuration: string): unknown {
  const plugin = buildCachePlugin({} as LoadContext, { configuration });
  const merged = plugin.configureWebpack?.(docusaurusConfig(), false, {} as never, undefined) as Configuration;
  return merged.cache;
}

describe('the build caches of the runtime configurations', () => {
  it("name each configuration apart, and leave the site's own configuration's name as Docusaurus gives it", () => {
    assert.equal(configurationName(runtimeSwitch({})), '');
    assert.equal(configurationName(runtimeSwitch({ MEDPLUM_STOCK_RUNTIME: '1' })), 'stock');
    const off = configurationName(runtimeSwitch({ MEDPLUM_RUNTIME_OFF: 'lazy-prism' }));
    assert.match(off, /^off-/);
    assert.ok(off.includes('lazy-prism'));
    assert.notEqual(off, configurationName(runtimeSwitch({ MEDPLUM_RUNTIME_OFF: 'held-input' })));
  });

  it('keep the stock runtime build out of the site build cache, with the rest of its settings', () => {
    assert.equal(cacheOf(''), undefined, 'nothing to merge: Docusaurus keeps its own name');
    assert.deepEqual(cacheOf('stock'), {
      type: 'filesystem',
      name: 'client-production-en-stock',
      version: '2.4.1-abc',
    });
  });
});
