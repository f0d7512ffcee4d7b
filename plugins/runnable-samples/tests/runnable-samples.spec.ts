/**
 * Runnable samples and the reader's own server, in Chromium against the
 * production build: a sample runs and prints what the page says it prints;
 * an edit with a type error is refused before it runs; a sample that never
 * ends is stopped and the page keeps working; the reader's base URL replaces
 * the placeholder on every page and survives a reload; secrets are refused.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations, test, expect } from '../../../tests/e2e/fixtures';
import { RUNNER_POLICY } from '../../../server/hosting-rules';

const HELLO = '/docs/tutorials/medplum-hello-world';
const BASIC = '/docs/search/basic-search';

/**
 * The runnable sample whose code contains `text` when the page loads: its
 * block, controls and output. Found by its place among the page's samples,
 * so it is still found once an edit has changed its code.
 */
async function sample(page: Page, text: string): Promise<Locator> {
  const all = page.locator('[data-runnable-sample]');
  const index = await all.evaluateAll(
    (elements, wanted) => elements.findIndex((element) => element.textContent?.includes(wanted)),
    text,
  );
  expect(index, `a runnable sample with ${text}`).toBeGreaterThanOrEqual(0);
  return all.nth(index);
}

/** Every request the page and its workers make, and the origins they go to. */
function requests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => seen.push(new URL(request.url())));
  return seen;
}

test.describe('a runnable sample', () => {
  test('hello world runs in the page and prints what the page shows, sending nothing anywhere', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    const seen = requests(page);
    const runnerResponse = page.waitForResponse((response) =>
      /\/runnable-samples\/runner\.\w+\.js$/.test(response.url()),
    );
    await page.goto(HELLO);
    expect(
      seen.filter((url) => url.pathname.startsWith('/runnable-samples/')),
      'nothing loads before Run',
    ).toEqual([]);

    const hello = await sample(page, 'hello-medplum.ts');
    await hello.getByRole('button', { name: 'Run', exact: true }).click();
    const output = hello.getByRole('log', { name: 'Output of the sample' });
    await expect(output).toContainText('The sample finished.');
    await expect(output).toContainText('Signed in to Project/3c5a8d2e-0000-4000-8000-000000000901');
    await expect(output).toContainText('Read Jane Doe born 1985-04-12');
    await expect(output.locator('pre span')).toHaveCount(6);

    const response = await runnerResponse;
    expect(response.headers()['content-security-policy']).toBe(RUNNER_POLICY);
    const origin = new URL(baseURL as string).origin;
    expect(seen.filter((url) => url.origin !== origin).map(String)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('the complete basic-search example prints the output block beside it', async ({ page, pageErrors }) => {
    await page.goto(BASIC);
    const example = await sample(page, "['_sort', '-date']");
    await example.getByRole('button', { name: 'Run', exact: true }).click();
    const output = example.getByRole('log', { name: 'Output of the sample' });
    await expect(output).toContainText('The sample finished.');
    const printed = await output.locator('pre').innerText();
    // The output block the page shows for it, after the curl tab (the run's own output is not a code block).
    const shown = await page
      .locator('[class*="codeBlockContainer"]')
      .filter({ hasText: 'beats/minute' })
      .locator('pre')
      .innerText();
    expect(printed.trim()).toBe(shown.trim());
    expect(pageErrors).toEqual([]);
  });

  test('an edit with a type error shows the error and does not run', async ({ page, pageErrors }) => {
    await page.goto(BASIC);
    const example = await sample(page, "['_sort', '-date']");
    await example.getByRole('button', { name: 'Edit' }).click();
    const editor = example.getByRole('textbox', { name: 'Sample code (editable)' });
    await expect(editor).toBeFocused();
    await editor.press('Control+End');
    await editor.type("\nconst count: number = 'three';\nconsole.log('after', count);");
    await example.getByRole('button', { name: 'Run', exact: true }).click();
    const output = example.getByRole('log', { name: 'Output of the sample' });
    await expect(output).toContainText('One type error; the sample did not run.', { timeout: 30_000 });
    await expect(output).toContainText(
      /Line \d+, column \d+: TS2322: Type 'string' is not assignable to type 'number'/,
    );
    await expect(output).not.toContainText('after');
    await expect(output.locator('pre')).toHaveCount(0);

    // Reset brings the page's code back and clears the output.
    await example.getByRole('button', { name: 'Reset' }).click();
    await expect(editor).toBeHidden();
    await expect(output).toBeHidden();
    await expect(example.locator('pre').first()).toContainText("['_sort', '-date']");
    expect(pageErrors).toEqual([]);
  });

  test('a correct edit runs, a sample that never ends is stopped, and the page keeps working', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    await page.goto(BASIC);
    const example = await sample(page, "['_sort', '-date']");
    await example.getByRole('button', { name: 'Edit' }).click();
    const editor = example.getByRole('textbox', { name: 'Sample code (editable)' });
    await editor.press('Control+End');
    await editor.type("\nconsole.log('edited and run:', observations.length);");
    const run = example.getByRole('button', { name: 'Run', exact: true });
    await run.click();
    const output = example.getByRole('log', { name: 'Output of the sample' });
    await expect(output).toContainText('edited and run: 2', { timeout: 30_000 });
    await expect(output).toContainText('The sample finished.');

    // A loop that never yields: the page ends the worker at the time limit.
    await editor.fill('let spins = 0;\nwhile (spins >= 0) {\n  spins++;\n}\n');
    await run.click();
    await expect(example.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 30_000 });
    await expect(output).toContainText('Stopped after 10 seconds: the sample was still running.', { timeout: 30_000 });

    // The page answered all along: the sidebar and search still work.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // A wait that never ends, stopped by the reader.
    await editor.fill('await new Promise(() => setInterval(() => undefined, 1000));\n');
    await run.click();
    await example.getByRole('button', { name: 'Stop' }).click();
    await expect(output).toContainText('Stopped.');

    await example.getByRole('button', { name: 'Reset' }).click();
    await run.click();
    await expect(output).toContainText('The sample finished.');
    expect(pageErrors).toEqual([]);
  });

  test('has no accessibility violations with its output shown, at 375 px in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(HELLO);
    const hello = await sample(page, 'hello-medplum.ts');
    await hello.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(hello.getByRole('log')).toContainText('The sample finished.');
    expect(await axeViolations(page, '[data-runnable-sample]')).toEqual([]);
  });
});

test.describe("the reader's own server", () => {
  test('a base URL set once shows in the curl tab of every page, and after a reload', async ({ page, pageErrors }) => {
    await page.goto(HELLO);
    const caption = page.getByRole('button', { name: 'Use your server' }).first();
    await caption.click();
    const form = page.getByRole('form', { name: 'Your server for the samples' });
    await form.getByLabel('Base URL').fill('https://medplum.example.org');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const tokenBlock = page.locator('pre').filter({ hasText: 'grant_type=client_credentials' });
    await expect(tokenBlock).toContainText('https://medplum.example.org/oauth2/token');
    await expect(page.locator('pre').filter({ hasText: 'api.medplum.com' })).toHaveCount(0);
    expect(await axeViolations(page, 'main')).toEqual([]);

    await page.goto(BASIC);
    await page.getByRole('tab', { name: 'curl' }).first().click();
    const curl = page.locator('[role="tabpanel"]:not([hidden]) pre').filter({ hasText: 'curl -G' });
    await expect(curl).toContainText("curl -G 'https://medplum.example.org/fhir/R4/Observation'");
    await expect(page.getByText('Your server:').first()).toBeVisible();

    await page.reload();
    await expect(page.locator('[role="tabpanel"]:not([hidden]) pre').filter({ hasText: 'curl -G' })).toContainText(
      'https://medplum.example.org/fhir/R4/Observation',
    );

    // Back to the placeholders.
    await page.getByRole('button', { name: 'Change' }).first().click();
    await page.getByRole('button', { name: 'Use the placeholders again' }).click();
    await expect(page.locator('[role="tabpanel"]:not([hidden]) pre').filter({ hasText: 'curl -G' })).toContainText(
      "curl -G 'https://api.medplum.com/fhir/R4/Observation'",
    );
    expect(pageErrors).toEqual([]);
  });

  test('a value that looks like a secret is refused with the reason, and nothing is stored', async ({ page }) => {
    await page.goto(HELLO);
    await page.getByRole('button', { name: 'Use your server' }).first().click();
    const form = page.getByRole('form', { name: 'Your server for the samples' });
    await form.getByLabel('Base URL').fill('https://medplum.example.org/');
    await form.getByLabel('Client ID (optional)').fill('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl');
    await form.getByRole('button', { name: 'Save' }).click();
    const field = form.getByLabel('Client ID (optional)');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('This looks like an access token. The site never stores secrets');
    expect(await page.evaluate(() => window.localStorage.getItem('medplum-docs-server'))).toBeNull();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('samples read as written, with no controls that would do nothing', async ({ page }) => {
    await page.goto(HELLO);
    await expect(page.locator('pre').filter({ hasText: 'grant_type=client_credentials' })).toContainText(
      'https://api.medplum.com/oauth2/token',
    );
    await expect(page.getByRole('button', { name: 'Run' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Use your server' })).toHaveCount(0);
    await expect(page.getByText('Server: https://api.medplum.com/').first()).toBeVisible();
  });
});
