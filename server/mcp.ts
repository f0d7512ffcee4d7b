/**
 * The MCP endpoint of the project's server, `/mcp`: packages/docs-mcp's
 * Web-standard handler (the one the Pages Function of the deploy runs) on
 * this build's files, with FHIRPath and the validator in worker threads.
 * Browser pages may call it from the site's own origin and from loopback.
 */
import path from 'node:path';
import { SITE_URL } from '../config/site';
import { buildSiteFiles, createMcpHandler, LOOPBACK_ORIGIN, threadFhirRunner } from '../packages/docs-mcp/index';

/** The path the endpoint answers at. */
export const MCP_PATH = '/mcp';

export interface McpRoute {
  handle(request: Request): Promise<Response>;
  /** Ends the FHIR tools' threads. */
  close(): Promise<void>;
}

export function createMcpRoute(root: string, log: (message: string) => void): McpRoute {
  const fhir = threadFhirRunner({ definitionsDir: path.join(root, 'fhir-tools', 'definitions') });
  const handle = createMcpHandler({
    site: { files: buildSiteFiles(root), siteUrl: SITE_URL },
    fhir,
    allowedOrigins: [SITE_URL, LOOPBACK_ORIGIN],
    log,
  });
  return { handle, close: () => fhir.close() };
}
