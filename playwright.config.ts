import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './packages/common/src/chromium';
import { runtimeSwitch, TECHNIQUES, uses } from './runtime';

/** The browser tests run Debian's Chromium against the production build on the project's server. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** The build under test: build/, or another folder a build wrote (`docusaurus build --out-dir`, then `server/finish-build.ts` on it). */
const BUILD_DIR = process.env.E2E_BUILD_DIR || 'build';

/**
 * The tests of the techniques that build leaves out (runtime/<technique>/tests) are not run. The build's
 * switch is read from the same variables it was built with (MEDPLUM_STOCK_RUNTIME, MEDPLUM_RUNTIME_OFF;
 * runtime/switch.ts), so set them for the tests too.
 */
const TECHNIQUES_OFF = TECHNIQUES.filter((technique) => !uses(technique, runtimeSwitch()));

/**
 * The smoke suite (`--project smoke`): a few of the suite's own tests, one per part a reader relies on,
 * chosen by file and full title. CI runs it against the stock runtime's build (scripts/test.sh);
 * runtime/tests/smoke-suite.test.ts checks that each names exactly one test.
 */
export const SMOKE_TESTS: readonly { file: string; title: string }[] = [
  // The shell: the navbar, and a doc page reached from the docs home.
  { file: 'tests/e2e/navbar.spec.ts', title: 'navbar shows every item of the spec, each pointing where it should' },
  { file: 'tests/e2e/docs-home.spec.ts', title: 'docs home a section link opens its page' },
  // Search: Ctrl+K opens the modal, a query gives hits from the offline index, Enter opens one.
  {
    file: 'plugins/search/tests/search.spec.ts',
    title:
      'offline search the modal shows highlighted hits from the local index and Enter opens the first at its anchor',
  },
  // A FHIR tool: the FHIRPath playground evaluates an expression.
  {
    file: 'plugins/fhir-tools/tests/fhir-tools.spec.ts',
    title: 'the FHIRPath page evaluates an expression, shares it by link, and opens the link with the same result',
  },
  // A runnable sample: Run runs it and shows its output.
  {
    file: 'plugins/runnable-samples/tests/runnable-samples.spec.ts',
    title: 'a runnable sample hello world runs in the page and prints what the page shows, sending nothing anywhere',
  },
  // Copy page, the Markdown toolbar.
  {
    file: 'plugins/markdown-twins/tests/markdown-toolbar.spec.ts',
    title: 'Markdown toolbar of a doc "Copy page" fetches the twin only on click and puts it on the clipboard',
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  testIgnore: TECHNIQUES_OFF.map((technique) => `runtime/${technique}/tests/**`),
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
    // A failed test keeps a trace of its actions, network and console. Without DOM snapshots and screenshots:
    // recording those for every test (then dropped when it passes) made the suite about 15% slower on a
    // 2-core machine (accessibility and marketing specs, 2026-11-29: 200 s with them, 175 s without, 171 s
    // with no trace at all). For a full trace, run the failing test again with `--trace on`.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The whole suite, what `npx playwright test` runs. Unnamed, so screenshots keep their names.
    { name: '' },
    {
      name: 'smoke',
      default: false,
      testMatch: SMOKE_TESTS.map(({ file }) => file),
      // Playwright matches the file's path, the describe blocks' titles and the test's title, joined by spaces.
      grep: SMOKE_TESTS.map(({ file, title }) => new RegExp(`${escape(file)} ${escape(title)}$`)),
    },
  ],
  webServer: {
    command: `npx tsx server/index.ts --port ${PORT} --dir ${JSON.stringify(BUILD_DIR)}`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
