/** The webpack loader of runtime/no-startup-collator. */
import type { LoaderContext } from 'webpack';
import { withPlainKeyOrder } from './key-order';

export default function noStartupCollatorLoader(this: LoaderContext<unknown>, source: string): string {
  return withPlainKeyOrder(source, this.resourcePath);
}
