/**
 * The download line of the FHIR pages: every resource type with API files
 * (packages/fhir-openapi) links its OpenAPI document and Postman collection as
 * static files, outside the router, and no other page has the line.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadIndex } from '../../../packages/fhir-model';
import { hasApiFiles, openApiFile, postmanFile } from '../../../packages/fhir-openapi/browser';
import { renderPage } from '../render';

const index = loadIndex();

describe('the API files line', () => {
  it("links a resource page to its type's two files, as static files that download", () => {
    for (const name of ['Patient', 'Bot', 'Project']) {
      const info = index.types.get(name)!;
      assert.ok(hasApiFiles(info), name);
      const page = renderPage(index, info);
      for (const file of [openApiFile(name), postmanFile(name)]) {
        assert.ok(page.includes(`<a href="pathname://${file}" download>`), `${name}: ${file}`);
      }
      // Near the top: before the first section.
      assert.ok(page.indexOf(openApiFile(name)) < page.indexOf('## Elements'), name);
    }
  });

  it('is on no page of a type without them', () => {
    for (const name of ['HumanName', 'Resource', 'string']) {
      const info = index.types.get(name);
      if (!info) continue;
      assert.ok(!hasApiFiles(info), name);
      assert.ok(!renderPage(index, info).includes('/api/openapi/'), name);
    }
  });
});
