/**
 * Loads Pagefind's Node API for the benchmark, installing the package first
 * when it is missing. It is not a locked dependency: its package lists a
 * binary package per platform as optional, the registry this project installs
 * from has only the Linux ones, and `npm ci` refuses a lock file that names
 * the others without them. Only the benchmark uses Pagefind.
 */
import { execFileSync } from 'node:child_process';

export const PAGEFIND_PACKAGE = 'pagefind@1.6.0';

/** The part of Pagefind's Node API the benchmark uses. */
export interface PagefindConfig {
  excludeSelectors?: string[];
}

interface PagefindIndex {
  addDirectory(options: { path: string }): Promise<{ page_count: number; errors: string[] }>;
  writeFiles(options: { outputPath: string }): Promise<{ errors: string[] }>;
}

export interface PagefindApi {
  createIndex(config: PagefindConfig): Promise<{ index?: PagefindIndex; errors: string[] }>;
  close(): Promise<void>;
}

// A name in a variable keeps the compiler from resolving a package that may not be installed yet.
const MODULE = 'pagefind';

export async function loadPagefind(): Promise<PagefindApi> {
  try {
    return (await import(MODULE)) as PagefindApi;
  } catch {
    console.error(`[bench] installing ${PAGEFIND_PACKAGE} (not saved to package.json)…`);
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', PAGEFIND_PACKAGE], {
      stdio: 'inherit',
    });
    return (await import(MODULE)) as PagefindApi;
  }
}
