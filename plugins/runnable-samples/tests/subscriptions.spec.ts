/**
 * A subscription fires in the page: the sample on the subscription extensions page subscribes the seeded bot
 * to patients who become inactive, updates Jane Doe twice, and the output shows the one bot run it made, with
 * nothing sent anywhere.
 */
import { test, expect } from '../../../tests/e2e/fixtures';

test('a subscription runs its bot once, for the update its criteria match, and the output lists the delivery', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  const seen: URL[] = [];
  page.on('request', (request) => seen.push(new URL(request.url())));
  await page.goto('/docs/subscriptions/subscription-extensions');
  const block = page.locator('[data-runnable-sample]').filter({ hasText: 'Summarize a patient who becomes inactive' });
  await expect(block).toHaveCount(1);
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  const output = block.getByRole('log', { name: 'Output of the sample' });
  await expect(output).toContainText('The sample finished.', { timeout: 15_000 });
  await expect(output).toContainText('outcome 0: Found 0 open tasks for Patient/3c5a8d2e-0000-4000-8000-000000000001');
  await expect(output).toContainText('One subscription delivery');
  await expect(output).toContainText(
    /Subscription\/[0-9a-f-]{36}: update of Patient\/3c5a8d2e-0000-4000-8000-000000000001 \(version [0-9a-f-]{36}\) to Bot\/3c5a8d2e-0000-4000-8000-000000000903: the bot ran/,
  );
  const origin = new URL(baseURL as string).origin;
  expect(seen.filter((url) => url.origin !== origin).map(String)).toEqual([]);
  expect(pageErrors).toEqual([]);
});
