/**
 * What a page needs before it offers the other languages, without httpsnippet-lite: parseCurl, which tells whether
 * a curl command can be described, and the languages' labels. A page loads this small entry first, and index.ts
 * (the snippets) only when a reader asks for one.
 */
export { type ParsedCurl, parseCurl } from './src/parse-curl';
export { type SnippetLanguage, SNIPPET_LANGUAGES } from './src/languages';
