import { readFileSync } from 'node:fs';
import path from 'node:path';
import { installDir } from './package-dir';

/** The folder that holds package.json and node_modules. */
const SITE_DIR = installDir();

/**
 * The version of a package as installed in the site's node_modules. Read from
 * its package.json directly: packages such as @medplum/core do not export it.
 */
export function installedVersion(name: string, siteDir: string = SITE_DIR): string {
  const file = path.join(siteDir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
