import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadIndex } from '../../plugins/fhir-reference/definitions';
import { typePath } from '../../plugins/fhir-reference/render';
import { resourcePath } from '../../src/data/resource-links';
import { products, productBySlug } from '../../src/data/products';
import { solutions, solutionBySlug } from '../../src/data/solutions';
import { parseRoutes, readRoutesFile } from '../build/routes';

describe('product and solution data', () => {
  const index = loadIndex();

  it('links every resource type the pages name to the page the FHIR generator writes for it', () => {
    const named = new Set([...products, ...solutions].flatMap((item) => item.resources));
    for (const type of named) {
      assert.equal(resourcePath(type), typePath(index, type), type);
    }
  });

  it('links resource types the same way as the generator for every resource and Medplum type', () => {
    for (const info of index.types.values()) {
      if (info.category !== 'datatypes') assert.equal(resourcePath(info.name), typePath(index, info.name), info.name);
    }
  });

  it('has the products and solutions of the spec, each slug once, with the fields the pages show', () => {
    const specRoutes = parseRoutes(readRoutesFile('contributing/spec/routes.txt')).flatMap((rule) =>
      rule.kind === 'page' ? [rule.path] : [],
    );
    for (const [prefix, slugs] of [
      ['/products/', products.map((p) => p.slug)],
      ['/solutions/', solutions.map((s) => s.slug)],
    ] as const) {
      const named = specRoutes.filter((route) => route.startsWith(prefix)).map((route) => route.slice(prefix.length));
      assert.ok(named.length > 0, `the spec's routes list names no ${prefix} pages`);
      assert.deepEqual(
        named.filter((slug) => !slugs.includes(slug)),
        [],
        `${prefix} pages the spec names without data`,
      );
      assert.deepEqual(
        slugs.filter((slug, index) => slugs.indexOf(slug) !== index),
        [],
        `${prefix} slugs used twice`,
      );
      for (const slug of slugs) assert.match(slug, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${prefix}${slug}`);
    }
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
