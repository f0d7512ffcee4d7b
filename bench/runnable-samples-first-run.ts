/**
 * What runnable samples cost a reader the first time: the bytes from the click
 * on (the session's code, the runner worker with @medplum/core and the
 * in-memory server, the definitions, the compiled sample; on Edit, the
 * checker worker with TypeScript and the declarations) and the time from the
 * click to the output on screen, measured as bench/first-use.ts says.
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
