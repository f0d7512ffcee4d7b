/**
 * The plugin's step, run into a temporary site: a document and a collection
 * for every resource type and for the index, none over the download budget
 * (150 KB compressed, measured with gzip, which compresses JSON less than the
 * Brotli readers get), and nothing written again while the inputs are unchanged.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadIndex } from '../../../packages/fhir-model';
import {
  INDEX_NAME,
  OPENAPI_PATH,
  POSTMAN_PATH,
  openApiName,
  postmanName,
  resourceTypes,
} from '../../../packages/fhir-openapi';
import { generatedDir } from '../../../config/generated-static';
import { generateApiFiles } from '../api-files';

const BUDGET = 150 * 1024;

describe('the api-files step', () => {
  let siteDir: string;
  before(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'api-files-'));
    await generateApiFiles(siteDir);
  });
  after(() => rmSync(siteDir, { recursive: true, force: true }));

  it('writes a document and a collection for the index and every resource type', () => {
    const openApi = new Set(readdirSync(generatedDir(siteDir, OPENAPI_PATH)));
    const postman = new Set(readdirSync(generatedDir(siteDir, POSTMAN_PATH)));
    for (const name of [INDEX_NAME, ...resourceTypes(loadIndex())]) {
      assert.ok(openApi.has(openApiName(name)), openApiName(name));
      assert.ok(postman.has(postmanName(name)), postmanName(name));
    }
  });

  it('keeps every file under 150 KB compressed', () => {
    for (const urlPath of [OPENAPI_PATH, POSTMAN_PATH]) {
      const dir = generatedDir(siteDir, urlPath);
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const size = gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
        assert.ok(size < BUDGET, `${urlPath}/${file}: ${size} bytes`);
      }
    }
  });

  it('writes nothing while its inputs are unchanged', async () => {
    const file = path.join(generatedDir(siteDir, OPENAPI_PATH), openApiName('Patient'));
    const written = statSync(file).mtimeMs;
    await generateApiFiles(siteDir);
    assert.equal(statSync(file).mtimeMs, written);
  });
});
