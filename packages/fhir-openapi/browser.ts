/**
 * What pages and generators may import of the package: where the site serves
 * the OpenAPI documents and Postman collections, and which types have them
 * (src/files.ts, plain data with no dependency). index.ts adds what writes them.
 */
export * from './src/files';
