import type { Page } from '@playwright/test';
import { axeViolations, test, expect } from '../../../tests/e2e/fixtures';
import { SAMPLE_WITH_MISTAKES } from '../client/samples';

const PATIENT = '/docs/api/fhir/resources/patient';
const FHIRPATH = '/docs/api/fhir/fhirpath';
const VALIDATOR = '/docs/api/fhir/validator';

/** Requests for the engine: the worker's script and the definitions and examples it fetches. */
function engineRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/fhir-tools/') || url.pathname.includes('fhir-tools-worker')) {
      seen.push(url.pathname);
    }
  });
  return seen;
}

test.describe('Try and Check on a FHIR reference page', () => {
  test('the name search parameter runs against the example Patient and shows what it indexes', async ({
    page,
    pageErrors,
  }) => {
    const requests = engineRequests(page);
    await page.goto(PATIENT);
    expect(requests, 'nothing of the engine loads before a reader asks').toEqual([]);

    const button = page.getByRole('button', { name: 'Try the name search parameter on the example Patient' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Try name on the example Patient' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('FHIRPath expression')).toHaveValue('Patient.name');
    const result = dialog.getByRole('status');
    await expect(result).toContainText(/\d+ values?:/);
    await expect(result).toContainText('HumanName');
    // The elements the engine read link to their rows.
    const read = result.getByRole('link', { name: /^Patient\.name\[0\]$/ });
    await expect(read).toHaveAttribute('href', `${PATIENT}#Patient.name`);
    expect(requests.some((path) => path === '/fhir-tools/examples/Patient.json')).toBe(true);

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('pat-1 is checked on every contact of the example, and an edit to the example is run again', async ({
    page,
  }) => {
    await page.goto(PATIENT);
    await page.getByRole('button', { name: 'Check constraint pat-1 on the example Patient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check pat-1 on the example Patient' });
    const result = dialog.getByRole('status');
    await expect(result).toContainText('The constraint holds');
    await expect(result).toContainText('Patient.contact[0]: true');

    // A contact with neither name, telecom, address nor organization breaks pat-1.
    const editor = dialog.getByLabel(/The example Patient/);
    const example = JSON.parse(await editor.inputValue()) as { contact?: unknown[] };
    example.contact = [{ gender: 'female' }];
    await editor.fill(JSON.stringify(example, null, 2));
    await dialog.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(result).toContainText('The constraint does not hold');
    await expect(result).toContainText('Patient.contact[0]');

    // Broken JSON gets a message, not a crash; Reset brings the example back.
    await editor.fill('{ "resourceType": "Patient", ');
    await dialog.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(result).toContainText('This is not valid JSON');
    await dialog.getByRole('button', { name: 'Reset example' }).click();
    await dialog.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(result).toContainText('The constraint holds');
  });

  test("a constraint that calls a function the engine lacks shows the engine's error", async ({ page }) => {
    await page.goto('/docs/api/fhir/datatypes/period');
    await page.getByRole('button', { name: /^Check constraint per-1/ }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('Unrecognized function: hasValue');
  });

  test('the dialog is usable at 375 px and has no axe violations in dark mode', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/docs/api/fhir/datatypes/quantity');
    await page.getByRole('button', { name: /^Check constraint qty-3/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Check qty-3 on the example Quantity' });
    await expect(dialog.getByRole('status')).toContainText('The constraint holds');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the FHIRPath page', () => {
  test('evaluates an expression, shares it by link, and opens the link with the same result', async ({
    page,
    context,
    pageErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(FHIRPATH);
    const evaluator = page.getByRole('region', { name: 'FHIRPath evaluator' });
    const result = evaluator.getByRole('status').last();
    // It opens with an example and its result.
    await expect(result).toContainText(/value/);

    await evaluator.getByLabel('FHIRPath expression').fill("telecom.where(system = 'phone').value");
    await evaluator.getByRole('button', { name: 'Evaluate' }).click();
    await expect(result).toContainText('1 value:');
    const value = await result.locator('pre').first().textContent();

    await evaluator.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).hash).toContain('expression=');

    const other = await context.newPage();
    await other.goto(link);
    const shared = other.getByRole('region', { name: 'FHIRPath evaluator' });
    await expect(shared.getByLabel('FHIRPath expression')).toHaveValue("telecom.where(system = 'phone').value");
    await expect(shared.getByRole('status').last()).toContainText('1 value:');
    await expect(shared.locator('pre').first()).toHaveText(value ?? '');
    expect(pageErrors).toEqual([]);
  });

  test("an expression that does not parse shows the engine's error as text", async ({ page }) => {
    await page.goto(FHIRPATH);
    const evaluator = page.getByRole('region', { name: 'FHIRPath evaluator' });
    await evaluator.getByLabel('FHIRPath expression').fill('name.where(<img src=x onerror=alert(1)>');
    await evaluator.getByRole('button', { name: 'Evaluate' }).click();
    const result = evaluator.getByRole('status').last();
    await expect(result).toContainText('The engine stopped with an error');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a run that takes too long is stopped with a message, and the page keeps answering', async ({ page }) => {
    test.slow();
    await page.goto(FHIRPATH);
    const evaluator = page.getByRole('region', { name: 'FHIRPath evaluator' });
    // 1,500 items, each compared with every item of every item: billions of steps.
    const resource = {
      resourceType: 'Patient',
      identifier: Array.from({ length: 1500 }, (_, i) => ({ value: String(i) })),
    };
    await evaluator.getByLabel('Resource (JSON)').fill(JSON.stringify(resource));
    await evaluator
      .getByLabel('FHIRPath expression')
      .fill(
        'identifier.where(%resource.identifier.where(%resource.identifier.where(value = $this.value).exists()).exists()).count()',
      );
    await evaluator.getByRole('button', { name: 'Evaluate' }).click();
    await expect(evaluator.getByRole('button', { name: 'Stop' })).toBeVisible();
    // The page answers input while the worker runs.
    await evaluator.getByLabel('FHIRPath expression').press('End');
    await evaluator.getByLabel('FHIRPath expression').pressSequentially(' ');
    await expect(evaluator.getByRole('status').last()).toContainText('Stopped after 4 seconds', { timeout: 20_000 });
    // A new run works in a new worker.
    await evaluator.getByLabel('FHIRPath expression').fill('identifier.count()');
    await evaluator.getByRole('button', { name: 'Evaluate' }).click();
    await expect(evaluator.getByRole('status').last()).toContainText('1 value:');
    await expect(evaluator.locator('pre').first()).toHaveText('1500');
  });

  test("lists the engine's functions, and a function's Try runs its example", async ({ page }) => {
    await page.goto(FHIRPATH);
    await expect(page.locator('tr#function-where code').first()).toHaveText('where(criteria)');
    await expect(page.locator('tr#function-children')).toContainText('empty collection');
    await page.locator('tr#function-first').getByRole('button', { name: /^Try/ }).click();
    const evaluator = page.getByRole('region', { name: 'FHIRPath evaluator' });
    await expect(evaluator.getByLabel('FHIRPath expression')).toBeFocused();
    await expect(evaluator.getByRole('status').last()).toContainText('1 value:');
  });

  test("the departures come from the official suite: an example's Try runs it, and its count opens its cases", async ({
    page,
  }) => {
    await page.goto(FHIRPATH);
    await expect(page.getByText(/The engine passes \d+ of the suite's \d+ cases/)).toBeVisible();
    const cause = page.locator('li', { has: page.getByText('Date arithmetic joins strings', { exact: true }) });
    await expect(cause).toContainText("this engine gives '1973-12-257'");
    await cause.getByRole('button', { name: /^Try/ }).click();
    const evaluator = page.getByRole('region', { name: 'FHIRPath evaluator' });
    await expect(evaluator.getByLabel('FHIRPath expression')).toHaveValue('@1973-12-25 + 7 days');
    await expect(evaluator.locator('pre').first()).toHaveText('"1973-12-257"');

    const count = cause.getByRole('link', { name: /cases?$/ });
    const cases = Number((await count.textContent())?.split(' ')[0]);
    await count.click();
    const list = page.locator('#suite-date-arithmetic');
    await expect(list).toBeVisible();
    await expect(list.locator('tbody tr')).toHaveCount(cases);
    await expect(list.locator('tbody tr').first()).toContainText('@1973-12-25 + 7 days');
  });

  test('has no axe violations with a result shown', async ({ page }) => {
    test.slow();
    await page.goto(FHIRPATH);
    await expect(page.getByRole('region', { name: 'FHIRPath evaluator' }).getByRole('status').last()).toContainText(
      'value',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the resource validator', () => {
  test('reports a missing required element and a wrong type, each linked to its row', async ({ page, pageErrors }) => {
    await page.goto(VALIDATOR);
    const validator = page.getByRole('region', { name: 'Resource validator' });
    await expect(validator.getByLabel('Resource (JSON)')).toHaveValue(SAMPLE_WITH_MISTAKES);
    await validator.getByRole('button', { name: 'Validate' }).click();
    const result = validator.getByRole('status').last();
    await expect(result).toContainText('3 issues');
    const status = result.getByRole('row').filter({ hasText: 'Missing required property' });
    await expect(status.getByRole('link', { name: 'Observation.status' })).toHaveAttribute(
      'href',
      '/docs/api/fhir/resources/observation#Observation.status',
    );
    const type = result.getByRole('row').filter({ hasText: 'Invalid type for dateTime' });
    const typeLink = type.getByRole('link', { name: 'Observation.effective[x]' });
    await expect(typeLink).toHaveAttribute('href', '/docs/api/fhir/resources/observation#Observation.effective%5Bx%5D');
    await typeLink.click();
    await expect(page).toHaveURL(/\/docs\/api\/fhir\/resources\/observation#Observation\.effective%5Bx%5D$/);
    await expect(page.locator('[id="Observation.effective[x]"]')).toBeInViewport();
    expect(pageErrors).toEqual([]);
  });

  test('a valid example passes; a nested data type links to its own page', async ({ page }) => {
    await page.goto(VALIDATOR);
    const validator = page.getByRole('region', { name: 'Resource validator' });
    await validator.getByLabel('Start from').selectOption('Patient');
    await expect(validator.getByLabel('Resource (JSON)')).toHaveValue(/"resourceType": "Patient"/);
    await validator.getByRole('button', { name: 'Validate' }).click();
    await expect(validator.getByRole('status').last()).toContainText('Valid: the validator found no issue');

    await validator.getByLabel('Resource (JSON)').fill('{"resourceType":"Patient","name":[{"family":5}]}');
    await validator.getByRole('button', { name: 'Validate' }).click();
    await expect(validator.getByRole('link', { name: 'HumanName.family' })).toHaveAttribute(
      'href',
      '/docs/api/fhir/datatypes/humanname#HumanName.family',
    );
  });

  test('bad input gets a clear message', async ({ page }) => {
    await page.goto(VALIDATOR);
    const validator = page.getByRole('region', { name: 'Resource validator' });
    const input = validator.getByLabel('Resource (JSON)');
    const result = validator.getByRole('status').last();
    const cases: [string, string][] = [
      ['not json', 'This is not valid JSON'],
      ['[1, 2]', 'A FHIR resource is a JSON object'],
      ['{"resourceType":"Spaceship"}', 'Unknown resource type: "Spaceship"'],
      ['{"name":"x"}', 'The resource has no resourceType'],
    ];
    for (const [text, message] of cases) {
      await input.fill(text);
      await validator.getByRole('button', { name: 'Validate' }).click();
      await expect(result).toContainText(message);
    }
    // A paste past the limit is refused in the worker; the page stays responsive.
    await input.evaluate((element: HTMLTextAreaElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(element, `{"resourceType":"Patient","text":"${'x'.repeat(2_100_000)}"}`);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await validator.getByRole('button', { name: 'Validate' }).click();
    await expect(result).toContainText('the tools take up to 2,000,000');
  });

  test('has no axe violations with issues shown, in dark mode', async ({ page }) => {
    test.slow();
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(VALIDATOR);
    const validator = page.getByRole('region', { name: 'Resource validator' });
    await validator.getByRole('button', { name: 'Validate' }).click();
    await expect(validator.getByRole('status').last()).toContainText('3 issues');
    expect(await axeViolations(page)).toEqual([]);
  });
});
