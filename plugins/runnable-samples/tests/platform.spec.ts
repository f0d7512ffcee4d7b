/**
 * The platform in the page: samples that need more of the in-browser Medplum than reads and writes run in
 * Chromium against the production build, with nothing sent anywhere. A subscription fires its bot once, for
 * the update its criteria match, and the output lists the delivery; a client with an access policy sees only
 * what the policy lets it see; an email is held in the page and listed, not sent.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../../tests/e2e/fixtures';

/** The addresses of every request the page sends that leaves the site. */
function sentAway(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL as string).origin;
  const away: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) away.push(request.url());
  });
  return away;
}

/** Runs the runnable sample whose block shows `text`, and returns its output once the run has ended. */
async function runSample(page: Page, text: string): Promise<Locator> {
  const block = page.locator('[data-runnable-sample]').filter({ hasText: text });
  await expect(block).toHaveCount(1);
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  const output = block.getByRole('log', { name: 'Output of the sample' });
  await expect(output).toContainText('The sample finished.', { timeout: 15_000 });
  return output;
}

test.describe('the platform in the page', () => {
  test("the GraphQL guide's query runs in the page, whose schema names every resource type, as the server's does", async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/docs/graphql');
    // The schema is built at the first query from the definitions loaded then: all of them, loaded for it.
    const output = await runSample(page, 'interface PatientSummaryResult');
    await expect(output).toContainText('Doe 1980-05-17');
    await expect(output).toContainText('2024-01-10T08:30:00Z Heart rate 70 beats/minute');
    expect(pageErrors).toEqual([]);
  });

  test('a subscription runs its bot once, for the update its criteria match, and the output lists the delivery', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    const away = sentAway(page, baseURL);
    await page.goto('/docs/subscriptions/subscription-extensions');
    const output = await runSample(page, 'Summarize a patient who becomes inactive');
    await expect(output).toContainText(
      'outcome 0: Found 0 open tasks for Patient/3c5a8d2e-0000-4000-8000-000000000001',
    );
    await expect(output).toContainText('One subscription delivery');
    await expect(output).toContainText(
      /Subscription\/[0-9a-f-]{36}: update of Patient\/3c5a8d2e-0000-4000-8000-000000000001 \(version [0-9a-f-]{36}\) to Bot\/3c5a8d2e-0000-4000-8000-000000000903: the bot ran/,
    );
    expect(away).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('an email a sample sends is listed as the server would send it, and nothing leaves the page', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    const away = sentAway(page, baseURL);
    await page.goto('/docs/communications');
    const output = await runSample(page, 'You have a new message');
    // What sendEmail resolved to: the server's All OK outcome.
    await expect(output).toContainText('informational');
    await expect(output).toContainText('One email, held in the page: nothing was sent');
    await expect(output).toContainText(
      'To: lena.ortiz@riverside.example.org\nSubject: You have a new message\n\nA patient sent you a new message.',
    );
    expect(away).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a client with an access policy reads only what the policy allows, and its forbidden writes fail', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    const away = sentAway(page, baseURL);
    await page.goto('/docs/auth/access-control');
    const output = await runSample(page, 'Search encounters');
    await expect(output).toContainText('Doe no telecom');
    await expect(output).not.toContainText('Doering');
    await expect(output).toContainText('Search encounters: Forbidden');
    await expect(output).toContainText('Complete a task: Forbidden');
    await expect(output).toContainText('Saved birth date 1980-02-03 with identifier MRN-0001');
    expect(away).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
