import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import matter from 'gray-matter';
import { generate } from '../../../generators/fhir-reference/generate';
import {
  loadIndex,
  readGeneratedPages,
  GENERATED_DOCS_FOLDER,
  generatedDocId,
  isGeneratedDoc,
  PAGE_TYPES,
  PAGE_TYPE_IDS,
  docsSlug,
  pageRoute,
  pageTypesOf,
  routeLookup,
} from '../../../packages/fhir-model';
import { checkGeneratedRoot, referenceInputs } from '../generate';
import { referenceSidebar } from '../sidebar';

describe('the page type registry', () => {
  it('gives every page type its own route under /docs and a label', () => {
    const routes = PAGE_TYPE_IDS.map((id) => PAGE_TYPES[id].route);
    assert.equal(new Set(routes).size, routes.length, 'no two page types share a route');
    for (const id of PAGE_TYPE_IDS) {
      assert.match(PAGE_TYPES[id].route, /^\/docs\/[a-z/]+[a-z]$/, id);
      assert.ok(PAGE_TYPES[id].label.length > 0, id);
    }
  });

  it('makes routes from names as each page type says', () => {
    assert.equal(pageRoute('resources', 'Patient'), '/docs/api/fhir/resources/patient');
    assert.equal(pageRoute('sdk-classes', 'MedplumClient'), '/docs/sdk/classes/MedplumClient');
    assert.equal(docsSlug('/docs/api/fhir/resources/patient'), '/api/fhir/resources/patient');
  });

  it('looks a name up in the page types asked for, first page type first', () => {
    const lookup = routeLookup({ resources: ['Patient'], medplum: ['Bot'], 'sdk-classes': ['MedplumClient'] });
    assert.equal(lookup('Bot'), '/docs/api/fhir/medplum/bot');
    assert.equal(lookup('MedplumClient'), '/docs/sdk/classes/MedplumClient');
    assert.equal(lookup('Nothing'), undefined);
    const resourcesOnly = routeLookup({ resources: ['Patient'], medplum: ['Bot'] }, ['resources']);
    assert.equal(resourcesOnly('Bot'), undefined);
  });

  it('selects each FHIR type for exactly one page type', () => {
    const index = loadIndex();
    for (const id of pageTypesOf('fhir')) {
      assert.ok(
        [...index.types.values()].some((info) => info.category === id),
        `${id} has pages`,
      );
    }
    assert.equal(index.types.get('Patient')?.category, 'resources');
    assert.equal(index.types.get('HumanName')?.category, 'datatypes');
    assert.equal(index.types.get('Bot')?.category, 'medplum');
  });

  it('tells generated doc ids and paths from written ones', () => {
    assert.equal(generatedDocId('fhir', 'resources/patient.md'), `${GENERATED_DOCS_FOLDER}/fhir/resources/patient`);
    assert.ok(isGeneratedDoc(`${GENERATED_DOCS_FOLDER}/sdk/modules.md`));
    assert.ok(!isGeneratedDoc('api/fhir/index.md'));
  });
});

describe('the FHIR generator and the sidebar', () => {
  it('lists in pages.json every page it writes, each with the route of its page type', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'reference-'));
    try {
      const dir = path.join(site, 'docs', GENERATED_DOCS_FOLDER, 'fhir');
      generate(dir);
      const sections = readGeneratedPages(dir);
      assert.deepEqual(Object.keys(sections), pageTypesOf('fhir'));
      for (const id of pageTypesOf('fhir')) {
        const section = sections[id];
        assert.ok(section && section.pages.length > 0, id);
        for (const page of [...section.pages, { id: section.indexId ?? '', name: '' }]) {
          const file = path.join(site, 'docs', `${page.id}.md`);
          const slug = matter(readFileSync(file, 'utf8')).data.slug as string;
          const route = page.name ? pageRoute(id, page.name) : PAGE_TYPES[id].route;
          assert.equal(slug, docsSlug(route), page.id);
        }
      }

      const sidebar = referenceSidebar(site, 'fhir');
      const labels = sidebar.map((item) => (typeof item === 'object' && 'label' in item ? item.label : ''));
      assert.deepEqual(
        labels,
        PAGE_TYPE_IDS.filter((id) => PAGE_TYPES[id].group === 'fhir').map((id) => PAGE_TYPES[id].label),
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('lists a pinned page first and not again in its section', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'reference-'));
    try {
      generate(path.join(site, 'docs', GENERATED_DOCS_FOLDER, 'fhir'));
      const [first, ...rest] = referenceSidebar(site, 'fhir', [{ pageType: 'resources', name: 'Patient' }]);
      assert.deepEqual(first, { type: 'doc', id: `${GENERATED_DOCS_FOLDER}/fhir/resources/patient`, label: 'Patient' });
      assert.ok(!JSON.stringify(rest).includes('"label":"Patient"'));
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('the generated root', () => {
  it('refuses a file nobody generated, naming it', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'reference-'));
    try {
      const root = path.join(site, 'docs', GENERATED_DOCS_FOLDER);
      mkdirSync(path.join(root, 'fhir'), { recursive: true });
      writeFileSync(path.join(root, '.gitignore'), '*\n');
      checkGeneratedRoot(site);
      writeFileSync(path.join(root, 'my-page.md'), '# Mine\n');
      assert.throws(() => checkGeneratedRoot(site), /docs\/generated\/my-page\.md/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('is watched through inputs that exist', () => {
    const inputs = referenceInputs(path.resolve(__dirname, '../../..'));
    assert.ok(inputs.length > 0);
    for (const file of inputs) assert.ok(existsSync(file), file);
  });
});
