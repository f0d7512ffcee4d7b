/**
 * The OpenAPI documents and Postman collections of the FHIR API, written by
 * packages/fhir-openapi into the static root (config/generated-static.ts) at
 * `/api/openapi/` and `/api/postman/`, for the reference pages to link to.
 * Skips the work when the definitions and the package's code are unchanged. The reference plugin (index.ts)
 * runs it with the pages, which link the files: a plugin of its own would add its name and path to the site
 * config every page's first-load JavaScript carries.
 */
import path from 'node:path';
import { definitionFiles } from '../../packages/fhir-model';
import { INDEX_NAME, OPENAPI_PATH, POSTMAN_PATH, openApiName, writeApiFiles } from '../../packages/fhir-openapi';
import { inputsHash, isFresh, writeStamp } from '../../packages/common/src/stamp';
import { generatedDir, resetGeneratedDir } from '../../config/generated-static';

const PACKAGES = path.join(__dirname, '..', '..', 'packages');

/** The step as the build and `npm run generate` run it: writes the files unless their inputs are unchanged. */
export async function generateApiFiles(siteDir: string): Promise<void> {
  const start = Date.now();
  const stamp = path.join(generatedDir(siteDir, OPENAPI_PATH), '.stamp');
  const hash = inputsHash(definitionFiles(), [
    __dirname,
    path.join(PACKAGES, 'fhir-openapi'),
    path.join(PACKAGES, 'fhir-model', 'src'),
    path.join(PACKAGES, 'medplum-sandbox', 'src'),
  ]);
  const required = [path.join(generatedDir(siteDir, OPENAPI_PATH), openApiName(INDEX_NAME))];
  if (isFresh(stamp, hash, required)) {
    console.log('[api-files] OpenAPI and Postman files unchanged');
    return;
  }
  const openApiDir = resetGeneratedDir(siteDir, OPENAPI_PATH);
  const postmanDir = resetGeneratedDir(siteDir, POSTMAN_PATH);
  const written = await writeApiFiles(openApiDir, postmanDir);
  writeStamp(stamp, hash);
  console.log(
    `[api-files] ${written.openApi.length} OpenAPI documents and ${written.postman.length} Postman collections in ${Date.now() - start} ms`,
  );
}
