/**
 * The docs plugin's `contentLoaded` actions, with the version route split by
 * sidebar (split-version-route.ts). The plugin writes the version metadata
 * with `createData` and then adds the route that names it as a module; this
 * keeps what it wrote, and when the route comes, adds one route per split
 * with a metadata file of its own in the same data folder.
 */
import path from 'node:path';
import type { PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { splitVersionRoute } from './split-version-route';

/** The wrapped actions, and a promise of the split routes: await it before `contentLoaded` returns. */
export function splitDocsRouteActions(actions: PluginContentLoadedActions): {
  actions: PluginContentLoadedActions;
  added: () => Promise<void>;
} {
  const versionMetadata = new Map<string, PropVersionMetadata>();
  const routes: Promise<void>[] = [];

  async function addSplitRoutes(route: RouteConfig, module: string, metadata: PropVersionMetadata): Promise<void> {
    const base = path.posix.basename(module, '.json');
    for (const [index, split] of splitVersionRoute(route, metadata).entries()) {
      const written = await actions.createData(`${base}-${index}.json`, JSON.stringify(split.metadata));
      const aliased = module.replace(/[^/]+$/, path.basename(written));
      actions.addRoute({ ...split.route, modules: { ...split.route.modules, versionMetadata: aliased } });
    }
  }

  const wrapped: PluginContentLoadedActions = {
    ...actions,
    async createData(name, data) {
      const written = await actions.createData(name, data);
      if (/^version-.*-metadata-prop/.test(name)) versionMetadata.set(path.basename(written), JSON.parse(data));
      return written;
    },
    addRoute(route) {
      const module = route.modules?.versionMetadata;
      const metadata = typeof module === 'string' ? versionMetadata.get(path.posix.basename(module)) : undefined;
      if (typeof module !== 'string' || !metadata) {
        actions.addRoute(route);
        return;
      }
      routes.push(addSplitRoutes(route, module, metadata));
    },
  };
  return { actions: wrapped, added: async () => void (await Promise.all(routes)) };
}
