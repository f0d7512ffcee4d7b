import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describe as describeSwitch, REQUIRES, runtimeSwitch, TECHNIQUES, uses, withDependents } from '../switch';

describe('the runtime switch', () => {
  it('uses every technique by default', () => {
    const runtime = runtimeSwitch({});
    assert.equal(runtime.stock, false);
    assert.equal(runtime.off.size, 0);
    assert.ok(TECHNIQUES.every((technique) => uses(technique, runtime)));
  });

  it('uses none with MEDPLUM_STOCK_RUNTIME=1, whatever else is set', () => {
    const runtime = runtimeSwitch({ MEDPLUM_STOCK_RUNTIME: '1', MEDPLUM_RUNTIME_OFF: 'lean-registry' });
    assert.equal(runtime.stock, true);
    assert.ok(TECHNIQUES.every((technique) => !uses(technique, runtime)));
    assert.match(describeSwitch(runtime), /stock Docusaurus runtime/);
    assert.equal(runtimeSwitch({ MEDPLUM_STOCK_RUNTIME: '0' }).stock, false);
  });

  it('rejects a value it does not know, naming what it accepts', () => {
    assert.throws(() => runtimeSwitch({ MEDPLUM_STOCK_RUNTIME: 'yes' }), /use 1 \(the stock runtime\) or 0/);
    assert.throws(
      () => runtimeSwitch({ MEDPLUM_RUNTIME_OFF: 'lean-registry, prefetch' }),
      /prefetch is not a technique; the techniques are: code-word-wrap/,
    );
  });

  it('switches off a technique alone when nothing requires it', () => {
    const runtime = runtimeSwitch({ MEDPLUM_RUNTIME_OFF: ' lean-registry ' });
    assert.deepEqual([...runtime.off], ['lean-registry']);
    assert.match(
      describeSwitch(runtime),
      new RegExp(`${TECHNIQUES.length - 1} of ${TECHNIQUES.length} techniques; off: lean-registry`),
    );
  });

  it('switches off whatever requires a technique, transitively', () => {
    const off = runtimeSwitch({ MEDPLUM_RUNTIME_OFF: 'idle-prefetch' }).off;
    // static-markup requires idle-prefetch, and lazy-prism requires static-markup.
    assert.deepEqual([...off].sort(), ['idle-prefetch', 'lazy-prism', 'static-markup']);
    for (const [technique, required] of Object.entries(REQUIRES)) {
      for (const one of required) assert.ok(withDependents([one]).has(technique as never));
    }
  });
});
