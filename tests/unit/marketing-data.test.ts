import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadIndex } from '../../packages/fhir-model';
import { products, productBySlug } from '../../src/data/products';
import { solutions, solutionBySlug } from '../../src/data/solutions';
import { parseRoutes, readRoutesFile } from '../build/routes';
import { SAMPLE_FILES_DIR, sampleFileLanguage } from '../../config/sample-files';
import { collectSampleFiles } from '../../scripts/samples/check';
import { evenColumns } from '../../src/components/Section/columns';

const root = path.resolve(__dirname, '..', '..');

describe('product and solution data', () => {
  const index = loadIndex();

  it('names only resource types that have a reference page (FHIR or Medplum resources)', () => {
    const named = new Set([...products, ...solutions].flatMap((item) => item.resources));
    for (const type of named) {
      assert.ok(['resources', 'medplum'].includes(index.types.get(type)?.category ?? ''), type);
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
    }
    for (const solution of solutions) {
      assert.ok(solution.workflow.length >= 3 && solution.docs.length > 0, solution.slug);
      for (const slug of solution.products) assert.equal(productBySlug(slug).slug, slug);
    }
  });

  it('shows each product an example file of its own that the sample checker reads, and no file of no product', () => {
    const folder = `${SAMPLE_FILES_DIR}/products`;
    const checked = collectSampleFiles(root, [SAMPLE_FILES_DIR]);
    const files = products.map((product) => product.example.file);
    assert.equal(new Set(files).size, files.length, 'two products share an example file');
    for (const product of products) {
      const file = `${folder}/${product.example.file}`;
      assert.ok(sampleFileLanguage(file), `${file}: not a .ts, .tsx, .json or .sh file`);
      assert.ok(checked.includes(file), `${file} is missing or not checked by npm run check:samples`);
      assert.ok(readFileSync(path.join(root, file), 'utf8').trim().length > 0, `${file} is empty`);
    }
    assert.deepEqual(
      checked.filter((file) => file.startsWith(`${folder}/`)).sort(),
      files.map((file) => `${folder}/${file}`).sort(),
    );
  });

  it('gives every product a guide under /docs that is not one of its other links', () => {
    for (const product of products) {
      assert.match(product.guide.to, /^\/docs\/[a-z-]+$/, product.slug);
      assert.ok(!product.docs.some((link) => link.to === product.guide.to), `${product.slug} lists its guide twice`);
    }
  });

  it('gives every solution a guide under /docs, not an API or SDK reference page, as its main button', () => {
    for (const solution of solutions) {
      assert.match(solution.guide.to, /^\/docs\/[a-z-]+(\/[a-z-]+)*$/, solution.slug);
      assert.doesNotMatch(solution.guide.to, /^\/docs\/(api|sdk)(\/|$)/, `${solution.slug}: a reference page`);
      assert.ok(!solution.docs.some((link) => link.to === solution.guide.to), `${solution.slug} lists its guide twice`);
    }
  });

  it('lays grids out in columns that divide their items evenly where a width of 2 to 4 can', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map((count) => evenColumns(count)),
      [1, 2, 3, 4, 3, 3, 4, 4, 3, 3],
    );
    for (const count of [2, 3, 4, 6, 8, 9, 12]) assert.equal(count % evenColumns(count), 0, String(count));
  });

  it('fails clearly on an unknown slug', () => {
    assert.throws(() => productBySlug('nope'), /Unknown product "nope"/);
    assert.throws(() => solutionBySlug('nope'), /Unknown solution "nope"/);
  });
});
