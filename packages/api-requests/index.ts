/**
 * One request to a Medplum server as code in six languages (README.md): TypeScript with MedplumClient, from the
 * project's own generator, and curl, Python, C#, Java and Go from httpsnippet-lite; and a curl command read back
 * into that description (parseCurl). Safe for the browser: nothing here imports Node.js.
 */
export { type ApiRequest, type SnippetOptions, DEFAULT_BASE_URL, requestUrl, contentTypeOf } from './src/request';
export { type Snippet, requestSnippets } from './src/snippets';
export { type SnippetLanguage, SNIPPET_LANGUAGES } from './src/languages';
export { medplumClientSnippet } from './src/medplum-client';
export { tokenSnippet } from './src/token';
export { type ParsedCurl, type CurlReading, parseCurl, readCurl } from './src/parse-curl';
// The API console's interactions and the requests they make.
export * from './src/interactions';
