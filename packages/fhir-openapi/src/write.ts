/**
 * Writes every OpenAPI document and Postman collection into two folders:
 * what the site serves at `/api/openapi/` and `/api/postman/`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadIndex } from '../../fhir-model';
import { SANDBOX_ENV } from '../../medplum-sandbox';
import { openApiName, postmanName } from './files';
import { type ApiDocument, indexDocument, resourceDocument, resourceTypes } from './openapi';
import { postmanCollection } from './postman';

/** Every document: the index first, then one per resource type. */
export function apiDocuments(): ApiDocument[] {
  const index = loadIndex();
  const types = resourceTypes(index);
  return [indexDocument(index, types), ...types.map((type) => resourceDocument(index, type))];
}

/** Writes the documents and collections; answers the files written, by folder. */
export async function writeApiFiles(
  openApiDir: string,
  postmanDir: string,
): Promise<{ openApi: string[]; postman: string[] }> {
  const written = { openApi: [] as string[], postman: [] as string[] };
  const credentials = { clientId: SANDBOX_ENV.MEDPLUM_CLIENT_ID, clientSecret: SANDBOX_ENV.MEDPLUM_CLIENT_SECRET };
  for (const api of apiDocuments()) {
    const openApiFile = path.join(openApiDir, openApiName(api.name));
    writeFileSync(openApiFile, JSON.stringify(api.document));
    written.openApi.push(openApiFile);
    const postmanFile = path.join(postmanDir, postmanName(api.name));
    writeFileSync(postmanFile, JSON.stringify(await postmanCollection(api, credentials)));
    written.postman.push(postmanFile);
  }
  return written;
}
