import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsLoader, jsLoaderName, swcLoaderOptions } from '../../config/js-loader';

describe('the JavaScript loader (config/js-loader.ts)', () => {
  it('is swc-loader unless MEDPLUM_JS_LOADER=babel asks for the stock one', () => {
    assert.equal(jsLoaderName({}), 'swc');
    assert.equal(jsLoader({ MEDPLUM_JS_LOADER: 'babel' }), 'babel');
    const swc = jsLoader({});
    assert.equal(typeof swc, 'function');
    if (typeof swc === 'function') assert.match(String(swc(false).loader), /swc-loader/);
  });

  it('targets the production browsers in the client bundle and this Node.js on the server', () => {
    assert.equal(swcLoaderOptions(false).module.type, 'es6');
    assert.deepEqual(swcLoaderOptions(true).env.targets, { node: process.versions.node });
    assert.ok(Array.isArray(swcLoaderOptions(false).env.targets));
  });

  it('fails on an unknown loader with the names it accepts', () => {
    assert.throws(
      () => jsLoaderName({ MEDPLUM_JS_LOADER: 'esbuild' }),
      /MEDPLUM_JS_LOADER=esbuild is not one of: babel, swc/,
    );
  });
});
