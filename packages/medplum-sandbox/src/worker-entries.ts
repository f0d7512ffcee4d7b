import path from 'node:path';

/**
 * The source files of the page's two workers, for the site's build to bundle:
 * the runner (the in-memory server and a sample) and the checker (TypeScript
 * and the SDK's declarations).
 */
export const WORKER_ENTRIES = {
  runner: path.join(__dirname, '..', 'workers', 'runner.ts'),
  checker: path.join(__dirname, '..', 'workers', 'checker.ts'),
} as const;
