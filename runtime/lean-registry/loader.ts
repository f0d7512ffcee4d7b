/** The webpack loader of runtime/lean-registry: the registry's source without its module paths. */
import { withoutModulePaths } from './registry-paths';

export default function leanRegistryLoader(source: string): string {
  return withoutModulePaths(source).source;
}
