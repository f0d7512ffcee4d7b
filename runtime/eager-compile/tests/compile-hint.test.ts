import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMPILE_HINT, MODULES, withCompileHint } from '..';

describe('compile hint', () => {
  it('puts the hint on the first line, before any licence comment', () => {
    const hinted = withCompileHint('/*! licence */\n(globalThis.webpackChunk=[]).push([]);');
    assert.equal(hinted.split('\n')[0], '//# allFunctionsCalledOnLoad');
    assert.ok(hinted.endsWith('(globalThis.webpackChunk=[]).push([]);'));
  });

  it('adds it once', () => {
    assert.equal(withCompileHint(withCompileHint('x')), `${COMPILE_HINT}x`);
  });

  it('takes React DOM and its scheduler, and not React or other packages', () => {
    for (const file of [
      '/site/node_modules/react-dom/cjs/react-dom.production.min.js',
      'C:\\site\\node_modules\\scheduler\\index.js',
    ])
      assert.ok(MODULES.test(file), file);
    for (const file of [
      '/site/node_modules/react/index.js',
      '/site/node_modules/react-dom-confetti/index.js',
      '/site/src/react-dom.ts',
    ])
      assert.ok(!MODULES.test(file), file);
  });
});
