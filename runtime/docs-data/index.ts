/**
 * The docs plugin's `contentLoaded` actions as the runtime layer changes them:
 * the version route split by sidebar (split-actions.ts), and global data
 * without the list of every doc (global-data.ts). plugins/reference wraps the
 * classic docs plugin with them, through runtime/index.ts, which keeps the
 * plugin's own actions when the technique is off.
 */
import type { PluginContentLoadedActions } from '@docusaurus/types';
import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';
import { splitDocsRouteActions } from './split-actions';
import { withoutDocList } from './global-data';

export function docsDataActions(stock: PluginContentLoadedActions): {
  actions: PluginContentLoadedActions;
  /** Await before `contentLoaded` returns: the split routes are added asynchronously. */
  added: () => Promise<void>;
} {
  const split = splitDocsRouteActions(stock);
  return {
    actions: {
      ...split.actions,
      setGlobalData: (data: unknown) => split.actions.setGlobalData(withoutDocList(data as GlobalPluginData)),
    },
    added: split.added,
  };
}
