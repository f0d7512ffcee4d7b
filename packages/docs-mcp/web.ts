/**
 * The MCP endpoint for any runtime with Web-standard Request and Response
 * (the project's Node.js server, Cloudflare Pages Functions): the handler,
 * what it reads of the site, the FHIR runner for runtimes without threads,
 * and the limits. README.md says more.
 */
export { createMcpHandler, type HandlerLimits, type McpHandlerOptions } from './src/handler';
export type { FhirRun, FhirRunner } from './src/fhir-runner';
export { inlineFhirRunner } from './src/inline-runner';
export * from './src/limits';
export { SERVER_INFO } from './src/server';
export { LOOPBACK_ORIGIN, type McpSite, type SiteFiles } from './src/site';
