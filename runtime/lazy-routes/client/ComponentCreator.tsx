/**
 * `@docusaurus/ComponentCreator` in the browser build (see ../index.ts): the
 * stock creator, called per route on first use.
 */
import createLoadable from '@docusaurus/core/lib/client/exports/ComponentCreator';
import { lazyComponentCreator, type RouteComponent } from './lazy-route';

export default lazyComponentCreator((path, hash) => createLoadable(path, hash) as unknown as RouteComponent);
