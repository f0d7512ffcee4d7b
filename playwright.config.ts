import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './packages/common/src/chromium';

/** The browser tests run Debian's Chromium against the production build on the project's server. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  // Browser tests live in tests/e2e and, for a feature kept in one folder, beside it in plugins/, generators/ or runtime/<feature>/tests;
  // tests/visual compares page types with committed screenshots.
  testDir: '.',
  testMatch: [
    'tests/e2e/**/*.spec.ts',
    'tests/visual/**/*.spec.ts',
    'plugins/*/tests/**/*.spec.ts',
    'generators/*/tests/**/*.spec.ts',
    'runtime/*/tests/**/*.spec.ts',
  ],
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // The search index (about 350 KB brotli) loads and parses on the first query; on a busy
  // 2-core CI machine that alone has taken more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx tsx server/index.ts --port ${PORT}`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
