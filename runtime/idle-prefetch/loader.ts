/** The webpack loader of runtime/idle-prefetch: Docusaurus's Link on the shared observer (link-patch.ts). */
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { withSharedObserver } from './link-patch';

export default function sharedLinkObserverLoader(this: LoaderContext<unknown>, source: string): string {
  return withSharedObserver(source, this.resourcePath, path.join(__dirname, 'link-observer.ts'));
}
