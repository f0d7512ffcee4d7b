/**
 * The API console of the FHIR reference pages, in Chromium against the production build: nothing of it loads
 * before a reader opens it; a reader searches, reads, creates, updates, patches, reads the history of and deletes
 * a Patient against the in-browser Medplum and sees each request in six languages; the search builder's Run sends
 * its search there; bad input gets the server's error as text and the page goes on working; axe finds nothing on
 * an open console at 375 px in dark mode.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, axeViolations } from '../../../tests/e2e/fixtures';

const PATIENT_PAGE = '/docs/api/fhir/resources/patient';

/** Opens the console of the page and waits for its form. */
async function openConsole(page: Page): Promise<Locator> {
  const panel = page.locator('[data-api-console]');
  await panel.scrollIntoViewIfNeeded();
  await panel.getByRole('button', { name: 'Open the console' }).click();
  await expect(panel.getByLabel('Interaction')).toBeFocused({ timeout: 15_000 });
  return panel;
}

/** Picks an interaction, sends the form and waits for a new answer, whose status line must match `status`. */
async function send(panel: Locator, interaction: string, status: RegExp): Promise<string> {
  await panel.getByLabel('Interaction').selectOption({ label: interaction });
  const answer = panel.getByTestId('console-response');
  // Two answers in a row can read alike (200 OK): wait for the next one, not the one on screen.
  const shown = Number(await answer.getAttribute('data-exchange'));
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(answer).toHaveAttribute('data-exchange', String(shown + 1), { timeout: 20_000 });
  await expect(answer.locator('p').first()).toHaveText(status);
  return (await answer.getByTestId('console-response-body').textContent()) ?? '';
}

test.describe('the API console', () => {
  test.describe.configure({ timeout: 90_000 });

  test('loads nothing before it is opened', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(PATIENT_PAGE);
    await page.locator('[data-api-console]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(requested.filter((url) => /runner|sample-server|fhir-tools\/examples/.test(url))).toEqual([]);
    await openConsole(page);
    await expect.poll(() => requested.some((url) => url.includes('fhir-tools/examples/Patient.json'))).toBe(true);
  });

  test('a reader searches, reads, creates, updates, patches, reads the history of and deletes a Patient', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(PATIENT_PAGE);
    const panel = await openConsole(page);

    const bundle = JSON.parse(await send(panel, 'Search', /^200 OK/));
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.entry.length).toBeGreaterThan(0);
    // The read starts from the search's first match.
    const firstId = bundle.entry[0].resource.id as string;
    await panel.getByLabel('Interaction').selectOption({ label: 'Read' });
    await expect(panel.getByLabel('Patient id')).toHaveValue(firstId);
    expect(JSON.parse(await send(panel, 'Read', /^200 OK/)).id).toBe(firstId);

    const created = JSON.parse(await send(panel, 'Create', /^201 Created/));
    expect(created.resourceType).toBe('Patient');
    await expect(panel.getByTestId('console-response')).toContainText(`ETag: "${created.meta.versionId}"`);
    // The next request that needs an id starts from the created one.
    await panel.getByLabel('Interaction').selectOption({ label: 'Update' });
    await expect(panel.getByLabel('Patient id')).toHaveValue(created.id);

    // An update that changes nothing keeps the version (repo.ts isNotModified): change the body first.
    const body = panel.getByLabel('Body (JSON)');
    await body.fill(JSON.stringify({ ...JSON.parse(await body.inputValue()), gender: 'unknown' }, null, 2));
    const updated = JSON.parse(await send(panel, 'Update', /^200 OK/));
    expect(updated.id).toBe(created.id);
    expect(updated.gender).toBe('unknown');
    expect(updated.meta.versionId).not.toBe(created.meta.versionId);
    const patched = JSON.parse(await send(panel, 'Patch (JSON Patch)', /^200 OK/));
    expect(patched.language).toBe('en');

    const history = JSON.parse(await send(panel, 'History', /^200 OK/));
    expect(history.type).toBe('history');
    expect(history.entry.length).toBe(3);

    await send(panel, 'Delete', /^200 OK/);
    await send(panel, 'Read', /^410 Gone/);
    expect(pageErrors).toEqual([]);
  });

  test('shows each request in six languages, made from the request the console sends', async ({ page }) => {
    await page.goto(PATIENT_PAGE);
    const panel = await openConsole(page);
    await panel.getByLabel('Query').fill('name=Doe&_count=2');
    await expect(panel.getByTestId('console-request')).toContainText(
      'GET http://127.0.0.1:8103/fhir/R4/Patient?name=Doe&_count=2',
    );
    const tabs = panel.getByRole('tab');
    await expect(tabs).toHaveText(['TypeScript', 'curl', 'Python', 'C#', 'Java', 'Go']);
    const expected: Record<string, RegExp> = {
      TypeScript: /medplum\.search\(/,
      curl: /curl .*127\.0\.0\.1:8103\/fhir\/R4\/Patient\?name=Doe&_count=2/s,
      Python: /requests/,
      'C#': /HttpClient/,
      Java: /HttpRequest/,
      Go: /http\.NewRequest/,
    };
    for (const [label, code] of Object.entries(expected)) {
      await panel.getByRole('tab', { name: label, exact: true }).click();
      await expect(panel.getByRole('tabpanel').locator('code')).toHaveText(code);
    }
    // The choice of language is remembered on the next page's console.
    await page.goto('/docs/api/fhir/resources/observation');
    const next = await openConsole(page);
    await expect(next.getByRole('tab', { name: 'Go', exact: true })).toHaveAttribute('aria-selected', 'true');
  });

  test("the search builder's Run sends its search to the console", async ({ page }) => {
    await page.goto(PATIENT_PAGE);
    const builder = page.locator('#search-builder-Patient');
    await builder.getByLabel('Parameter 1', { exact: true }).selectOption('name');
    await builder.getByLabel('Value').fill('Doe');
    await builder.getByRole('button', { name: 'Run in the console' }).click();
    const panel = page.locator('[data-api-console]');
    await expect(panel.getByTestId('console-response').locator('p').first()).toHaveText(/^200 OK/, { timeout: 20_000 });
    const bundle = JSON.parse((await panel.getByTestId('console-response-body').textContent()) ?? '');
    const families = bundle.entry.map(
      (entry: { resource: { name: { family: string }[] } }) => entry.resource.name[0].family,
    );
    // The 2.0.25 server's name search matches the start of a name: Doe and Doering.
    expect(families.sort()).toEqual(['Doe', 'Doering']);
    await expect(panel.getByLabel('Query')).toHaveValue('name=Doe');
  });

  test("the GraphQL page's query runs in its console, references followed", async ({ page, pageErrors }) => {
    await page.goto('/docs/api/fhir/operations/graphql');
    const panel = await openConsole(page);
    await expect(panel.getByLabel('Interaction')).toHaveValue('graphql');
    const answer = JSON.parse(await send(panel, 'GraphQL ($graphql)', /^200 OK/));
    const [observation] = answer.data.ObservationList;
    expect(observation.valueQuantity.unit).toBeTruthy();
    expect(observation.subject.resource.name[0].family).toBeTruthy();
    // The same request in six languages: the TypeScript calls graphql().
    await panel.getByRole('tab', { name: 'TypeScript', exact: true }).click();
    await expect(panel.getByRole('tabpanel').locator('code')).toHaveText(/medplum\.graphql\(/);
    expect(pageErrors).toEqual([]);
  });

  test("the operation pages' consoles send their operation", async ({ page, pageErrors }) => {
    await page.goto('/docs/api/fhir/operations/patient-everything');
    const everything = await openConsole(page);
    await expect(everything.getByLabel('Patient id')).toHaveValue('3c5a8d2e-0000-4000-8000-000000000001');
    const bundle = JSON.parse(await send(everything, '$everything', /^200 OK/));
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.entry.map((entry: { resource: { resourceType: string } }) => entry.resource.resourceType)).toContain(
      'Patient',
    );

    await page.goto('/docs/api/fhir/operations/valueset-expand');
    const expand = await openConsole(page);
    const valueSet = JSON.parse(await send(expand, '$expand', /^200 OK/));
    expect(valueSet.expansion.contains.length).toBeGreaterThan(0);

    await page.goto('/docs/api/fhir/operations/resend');
    const resend = await openConsole(page);
    await send(resend, '$resend', /^200 OK/);
    await expect(resend.getByTestId('console-request')).toContainText(
      'POST http://127.0.0.1:8103/fhir/R4/DiagnosticReport/3c5a8d2e-0000-4000-8000-000000000107/$resend',
    );
    expect(pageErrors).toEqual([]);
  });

  test('bad input gets the server’s error as text, and the page goes on working', async ({ page, pageErrors }) => {
    await page.goto(PATIENT_PAGE);
    const panel = await openConsole(page);
    // A malformed body.
    await panel.getByLabel('Interaction').selectOption({ label: 'Create' });
    await panel.getByLabel('Body (JSON)').fill('{"resourceType": "Patient", <img src=x onerror=alert(1)>');
    await expect(panel).toContainText('The body is not JSON');
    await send(panel, 'Create', /^400 Bad Request/);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    // An unknown search parameter.
    await panel.getByLabel('Interaction').selectOption({ label: 'Search' });
    await panel.getByLabel('Query').fill('not-a-parameter=1');
    await send(panel, 'Search', /^400 Bad Request/);
    await expect(panel.getByRole('list', { name: 'Issues of the OperationOutcome' })).toContainText('not-a-parameter');
    // A paste over the server's 1 MB.
    await panel.getByLabel('Interaction').selectOption({ label: 'Create' });
    await panel.getByLabel('Body (JSON)').fill(`{"resourceType":"Patient","text":"${'x'.repeat(1024 * 1024)}"}`);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('alert')).toHaveText(/over 1 MB/);
    // And the console still answers.
    await panel.getByLabel('Body (JSON)').fill('{"resourceType": "Patient"}');
    await send(panel, 'Create', /^201 Created/);
    expect(pageErrors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows a sentence instead of a console that cannot work', async ({ page }) => {
      await page.goto(PATIENT_PAGE);
      // Playwright's text locators skip <noscript> content, so the sentence is found by its element.
      const sentence = page.locator('#try-the-api + noscript p');
      await expect(sentence).toBeVisible();
      await expect(sentence).toHaveText(/^The console needs JavaScript\./);
      await expect(page.getByRole('button', { name: 'Open the console' })).toBeHidden();
    });
  });

  test('an open console has no axe violations at 375 px in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(PATIENT_PAGE);
    const panel = await openConsole(page);
    await send(panel, 'Search', /^200 OK/);
    await expect(panel.getByRole('tab')).toHaveCount(6);
    expect(await axeViolations(page, '[data-api-console]')).toEqual([]);
  });
});
