import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadIndex } from '../../plugins/fhir-reference/definitions';
import { products, productBySlug } from '../../src/data/products';
import { solutions, solutionBySlug } from '../../src/data/solutions';

describe('product and solution data', () => {
  const index = loadIndex();

  it('names only resource types that have a reference page (FHIR or Medplum resources)', () => {
    const named = new Set([...products, ...solutions].flatMap((item) => item.resources));
    for (const type of named) {
      assert.ok(['resources', 'medplum'].includes(index.types.get(type)?.category ?? ''), type);
    }
  });

  it('has the products and solutions of the spec, each slug once, with the fields the pages show', () => {
    assert.deepEqual(products.map((p) => p.slug).sort(), [
      'billing',
      'bots',
      'careplans',
      'communications',
      'integration',
      'questionnaires',
      'scheduling',
    ]);
    assert.deepEqual(solutions.map((s) => s.slug).sort(), [
      'custom-ehr',
      'lab',
      'life-sciences',
      'patient-portal',
      'provider-portal',
    ]);
    for (const product of products) {
      assert.ok(product.problem.length > 0 && product.steps.length >= 3 && product.docs.length > 0, product.slug);
      assert.ok(product.example.code.trim().length > 0, product.slug);
    }
    for (const solution of solutions) {
      assert.ok(solution.workflow.length >= 3 && solution.docs.length > 0, solution.slug);
      for (const slug of solution.products) assert.equal(productBySlug(slug).slug, slug);
    }
  });

  it('gives every product a guide under /docs that is not one of its other links', () => {
    for (const product of products) {
      assert.match(product.guide.to, /^\/docs\/[a-z-]+$/, product.slug);
      assert.ok(!product.docs.some((link) => link.to === product.guide.to), `${product.slug} lists its guide twice`);
    }
  });

  it('fails clearly on an unknown slug', () => {
    assert.throws(() => productBySlug('nope'), /Unknown product "nope"/);
    assert.throws(() => solutionBySlug('nope'), /Unknown solution "nope"/);
  });
});
