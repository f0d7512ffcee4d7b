/**
 * The MCP endpoint on Cloudflare Pages, `/mcp`: packages/docs-mcp's handler,
 * the one the project's server runs (server/mcp.ts), reading the deployed
 * build through the host's assets. workerd has no threads, so the FHIR tools
 * run in the Function itself (inlineFhirRunner): the Function's CPU limit is
 * their time limit here (server/README.md lists this difference).
 */
import { SITE_URL } from '../config/site';
import { createMcpHandler, inlineFhirRunner, LOOPBACK_ORIGIN, type SiteFiles } from '../packages/docs-mcp/web';

/** What the Function is given of the Pages project: its static assets, and the deployment's own address. */
interface Env {
  ASSETS: { fetch(request: Request): Promise<Response> };
  CF_PAGES_URL?: string;
}

interface Context {
  request: Request;
  env: Env;
}

/** The deployment's files by URL path, through the assets binding; a missing file (404) reads as null. */
function assetFiles(env: Env, origin: string): SiteFiles {
  return {
    async text(urlPath) {
      const response = await env.ASSETS.fetch(new Request(new URL(urlPath, origin)));
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return response.text();
    },
  };
}

let handler: ((request: Request) => Promise<Response>) | undefined;

export async function onRequest(context: Context): Promise<Response> {
  if (!handler) {
    const files = assetFiles(context.env, new URL(context.request.url).origin);
    handler = createMcpHandler({
      site: { files, siteUrl: SITE_URL },
      fhir: inlineFhirRunner((fileName) => files.text(`/fhir-tools/definitions/${fileName}`)),
      allowedOrigins: [SITE_URL, LOOPBACK_ORIGIN, ...(context.env.CF_PAGES_URL ? [context.env.CF_PAGES_URL] : [])],
    });
  }
  return handler(context.request);
}
