/**
 * Where the site serves the OpenAPI documents and the Postman collections:
 * plain data with no dependency, so that pages and generators can link to them.
 */

/** The folder of the OpenAPI documents, below the site's base URL. */
export const OPENAPI_PATH = 'api/openapi';

/** The folder of the Postman collections, below the site's base URL. */
export const POSTMAN_PATH = 'api/postman';

/** The name of the document of what no resource type owns: batches, GraphQL, OAuth 2.0, the server's documents. */
export const INDEX_NAME = 'index';

/** The file name of a resource type's OpenAPI document (or the index's). */
export const openApiName = (type: string): string => `${type}.json`;

/** The file name of a resource type's Postman collection (or the index's). */
export const postmanName = (type: string): string => `${type}.postman_collection.json`;

/** The URL of a resource type's OpenAPI document; `INDEX_NAME` for the index document. */
export const openApiFile = (type: string): string => `/${OPENAPI_PATH}/${openApiName(type)}`;

/** The URL of a resource type's Postman collection; `INDEX_NAME` for the index collection. */
export const postmanFile = (type: string): string => `/${POSTMAN_PATH}/${postmanName(type)}`;

/** Whether a type of the FHIR index has a document and a collection: a resource type, FHIR's or Medplum's. */
export const hasApiFiles = (info: { category: string; sd: { kind?: string } }): boolean =>
  info.sd.kind === 'resource' && (info.category === 'resources' || info.category === 'medplum');
