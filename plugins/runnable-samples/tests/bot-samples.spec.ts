/**
 * Bot handler samples in Chromium against the production build: a handler runs as a deployed bot with the
 * page's input, the reader edits the input and the secrets and runs it again, and the output shows what it
 * printed, what $execute answered and what it wrote. Samples name the seeded IDs they read.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../../tests/e2e/fixtures';

const BASICS = '/docs/bots/bot-basics';

/** The runnable sample whose block shows `text`. */
async function sample(page: Page, text: string): Promise<Locator> {
  const block = page.locator('[data-runnable-sample]').filter({ hasText: text });
  await expect(block).toHaveCount(1);
  return block;
}

async function run(block: Locator): Promise<Locator> {
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  const output = block.getByRole('log', { name: 'Output of the sample' });
  await expect(output).toContainText(/The bot (finished|failed)|stopped with an error/);
  return output;
}

test.describe('a bot handler sample', () => {
  test('runs with the page input, then with the reader edit of it, sending nothing anywhere', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    const seen: URL[] = [];
    page.on('request', (request) => seen.push(new URL(request.url())));
    await page.goto(BASICS);
    const handler = await sample(page, 'patient-summary.ts');

    let output = await run(handler);
    await expect(output).toContainText('The bot finished.');
    await expect(output).toContainText('Found 0 open tasks for Patient/3c5a8d2e-0000-4000-8000-000000000001');
    await expect(output).toContainText('"name": "Jane Doe"');
    await expect(output).toContainText('Wrote no resource');

    const input = handler.getByRole('textbox', { name: /Input to the bot/ });
    await expect(input).toHaveValue(/"resourceType": "Patient"/);
    await input.fill((await input.inputValue()).replace('"Jane"', '"Janet"'));
    output = await run(handler);
    await expect(output).toContainText('"name": "Janet Doe"');

    await input.fill('{ "resourceType": "Patient"');
    output = await run(handler);
    await expect(output).toContainText('The input is not JSON');

    await input.fill('{ "resourceType": "Observation", "status": "final", "code": { "text": "x" } }');
    output = await run(handler);
    await expect(output).toContainText('The bot failed');
    await expect(output).toContainText('Unhandled error: Send a saved Patient resource as the input');
    await expect(output).toContainText('"errorMessage": "Send a saved Patient resource as the input"');

    const origin = new URL(baseURL as string).origin;
    expect(seen.filter((url) => url.origin !== origin).map(String)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('lists the resources the handler wrote', async ({ page, pageErrors }) => {
    await page.goto('/docs/bots/unit-testing');
    const output = await run(await sample(page, 'flag-incomplete-intake.ts'));
    await expect(output).toContainText('The bot finished.');
    await expect(output).toContainText('Wrote 1 version(s)');
    await expect(output.getByRole('listitem')).toHaveText([/^create Task\/[0-9a-f-]{36} \(version [0-9a-f-]{36}\)$/]);
    await expect(output).toContainText('"description": "Missing: address"');
    expect(pageErrors).toEqual([]);
  });

  test('gives the handler the secrets of its fields, and a field left empty is not set', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/docs/bots/secrets');
    const handler = await sample(page, 'notify-task-owner.ts');
    await handler.getByRole('button', { name: 'Run', exact: true }).click();
    let output = handler.getByRole('log', { name: 'Output of the sample' });
    await expect(output).toContainText('has no SMS number');
    const url = handler.getByRole('textbox', { name: /Project secret MESSAGING_API_URL/ });
    await expect(url).toHaveValue('value-of-MESSAGING_API_URL');
    await url.fill('');
    output = await run(handler);
    await expect(output).toContainText('Project secret MESSAGING_API_URL is not set');
    expect(pageErrors).toEqual([]);
  });

  test('parses an HL7 v2 input and answers with the JSON text of the acknowledgement', async ({ page, pageErrors }) => {
    await page.goto('/docs/bots/hl7-into-fhir');
    const output = await run(await sample(page, 'ORU^R01'));
    await expect(output).toContainText('MSG00001: Patient/');
    await expect(output).toContainText('MSA|AA|MSG00001|OK"');
    await expect(output).toContainText('Wrote 5 version(s)');
    expect(pageErrors).toEqual([]);
  });
});

test('a sample names the seeded resources whose IDs it reads, and runs with them', async ({ page, pageErrors }) => {
  await page.goto(BASICS);
  const execute = await sample(page, 'executeBot(process.env.BOT_ID');
  await expect(execute).toContainText(
    'PATIENT_ID is the ID of Patient/3c5a8d2e-0000-4000-8000-000000000001 (Jane Doe) and BOT_ID is the ID of Bot/3c5a8d2e-0000-4000-8000-000000000903 (Patient summary)',
  );
  await execute.getByRole('button', { name: 'Run', exact: true }).click();
  const output = execute.getByRole('log', { name: 'Output of the sample' });
  await expect(output).toContainText('The sample finished.');
  await expect(output).toContainText('"openTasks": 0');
  expect(pageErrors).toEqual([]);
});
