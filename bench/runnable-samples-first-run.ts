/**
 * What runnable samples cost a reader the first time: the bytes from the click
 * on (the session's code, the runner worker with @medplum/core and the
 * in-memory server, the definitions, the compiled sample; on Edit, the
 * checker worker with TypeScript and the declarations; for a React sample, the
 * frame with React, Mantine and @medplum/react; for the API console, its form,
 * the snippet generator and the same runner) and the time from the click to
 * the output on screen, measured as bench/first-use.ts says: a plain sample, a
 * bot handler, a subscription that runs a bot, a React component, and the API
 * console's first search.
 *
 *   npx tsx bench/runnable-samples-first-run.ts [--dir build] [--runs 5]
 */
import type { Locator, Page } from '@playwright/test';
import { benchFirstUse, type Scenario } from './first-use';

/** The runnable sample whose code contains `text` when the page loads, found by its place (an edit changes its text). */
async function sample(page: Page, text: string): Promise<Locator> {
  const all = page.locator('[data-runnable-sample]');
  const index = await all.evaluateAll(
    (elements, wanted) => elements.findIndex((element) => element.textContent?.includes(wanted)),
    text,
  );
  return all.nth(index);
}

const SCENARIOS: Scenario[] = [
  {
    name: 'Run hello world',
    path: '/docs/tutorials/medplum-hello-world',
    use: async (page) => {
      const hello = await sample(page, 'hello-medplum.ts');
      await hello.getByRole('button', { name: 'Run', exact: true }).click();
      await hello.getByText('The sample finished.').waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'Run the complete basic-search example',
    path: '/docs/search/basic-search',
    use: async (page) => {
      const example = await sample(page, "['_sort', '-date']");
      await example.getByRole('button', { name: 'Run', exact: true }).click();
      await example.getByText('The sample finished.').waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'Run a bot handler (deployed, then $execute)',
    path: '/docs/bots/bot-basics',
    use: async (page) => {
      const bot = await sample(page, 'export async function handler');
      await bot.getByRole('button', { name: 'Run', exact: true }).click();
      await bot.getByText('The bot finished.').waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'Run a subscription that fires a bot',
    path: '/docs/subscriptions/subscription-extensions',
    use: async (page) => {
      const subscription = await sample(page, 'Summarize a patient who becomes inactive');
      await subscription.getByRole('button', { name: 'Run', exact: true }).click();
      await subscription.getByText('One subscription delivery').waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'Render a React component (PatientTimeline)',
    path: '/docs/ui-components',
    use: async (page) => {
      const timeline = await sample(page, 'PatientTimeline patient=');
      await timeline.getByRole('button', { name: 'Run', exact: true }).click();
      await timeline.getByText(/It stays live/).waitFor({ timeout: 60_000 });
      // What the reader came for: the timeline's first entry, drawn in the frame.
      await timeline.frameLocator('iframe').getByText('ORD-1001').first().waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'Open the API console, send its first search (to the answer and the six languages)',
    path: '/docs/api/fhir/resources/patient',
    use: async (page) => {
      const panel = page.locator('[data-api-console]');
      await panel.getByRole('button', { name: 'Open the console' }).click();
      await panel.getByRole('button', { name: 'Send' }).click();
      await panel.getByText(/^200 OK/).waitFor({ timeout: 60_000 });
      await panel.getByRole('tab', { name: 'Go', exact: true }).waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'Edit, then run the edit (type check included)',
    path: '/docs/search/basic-search',
    use: async (page) => {
      const example = await sample(page, "['_sort', '-date']");
      await example.getByRole('button', { name: 'Edit' }).click();
      const editor = example.getByRole('textbox', { name: 'Sample code (editable)' });
      await editor.press('Control+End');
      await editor.type("\nconsole.log('edited');");
      await example.getByRole('button', { name: 'Run', exact: true }).click();
      await example.getByText('The sample finished.').waitFor({ timeout: 120_000 });
    },
  },
];

benchFirstUse(SCENARIOS, 'First use').catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
