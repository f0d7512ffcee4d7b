/**
 * React samples, in Chromium against the production build: each renders in its sandboxed frame with
 * @medplum/react 2.0.24 against the in-browser Medplum, prints no error and sends nothing anywhere; a reader
 * can use what it rendered (a form that saves, a timeline of the seeded patient); an edit re-renders it; and
 * the frame can reach neither the page nor the network.
 *
 * Every React sample of the build is run: the pages are found in the build by the blocks' marker, and their
 * number is held to the number of runnable React samples in the Markdown, so none is left out unseen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { findRunnableSamples } from '../../../packages/medplum-sandbox';
import { listFiles } from '../../../packages/common/src/walk';
import { test, expect } from '../../../tests/e2e/fixtures';

const ROOT = path.resolve(__dirname, '../../..');
const BUILD_DIR = path.resolve(ROOT, process.env.E2E_BUILD_DIR || 'build');
const MARKER = 'data-runnable-sample="react"';

/** The pages of the build with React samples, by URL path, and how many each has. */
function reactPages(): Map<string, number> {
  const pages = new Map<string, number>();
  for (const file of listFiles(BUILD_DIR)) {
    if (!file.endsWith('.html')) continue;
    const count = readFileSync(path.join(BUILD_DIR, file), 'utf8').split(MARKER).length - 1;
    // A page's clean URL: docs/ui-components.html is /docs/ui-components, blog/index.html is /blog/.
    if (count > 0) pages.set(`/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`, count);
  }
  return pages;
}

/** How many runnable React samples the Markdown of docs/ and blog/ holds. */
function reactSamplesInMarkdown(): number {
  return ['docs', 'blog'].reduce(
    (total, root) =>
      total +
      listFiles(path.join(ROOT, root))
        .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('generated/'))
        .flatMap((file) => findRunnableSamples(readFileSync(path.join(ROOT, root, file), 'utf8')))
        .filter((sample) => sample.react).length,
    0,
  );
}

const PAGES = reactPages();

/**
 * Every request the page, its workers and its frames make that leaves the site, except those a policy blocks
 * before they are sent (the Google sign-in script a SignInForm asks for, which the frame's policy refuses).
 */
function sentAway(page: Page, baseURL: string | undefined): { away: string[]; refused: string[] } {
  const origin = new URL(baseURL as string).origin;
  const away: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) away.push(request.url());
  });
  page.on('requestfailed', (request) => {
    // Chromium names a request its Content-Security-Policy refused `csp`.
    if (request.failure()?.errorText !== 'csp') return;
    away.splice(away.indexOf(request.url()), 1);
    refused.push(request.url());
  });
  return { away, refused };
}

/** Chromium's console error for what a policy refused; the frame says it in the output instead (asserted). */
const POLICY_REFUSAL = /violates the following Content Security Policy directive/;

/** Runs a React sample's block and waits until its code has run; returns its output and its frame. */
async function render(block: Locator): Promise<{ output: Locator; frame: FrameLocator }> {
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('button', { name: 'Run', exact: true }).click();
  const output = block.getByRole('log', { name: 'Output of the sample' });
  await expect(output).toContainText('It stays live', { timeout: 20_000 });
  return { output, frame: block.frameLocator('iframe[title="The sample, rendered"]') };
}

test.describe('React samples', () => {
  test('the build marks every runnable React sample of the Markdown', () => {
    const marked = [...PAGES.values()].reduce((total, count) => total + count, 0);
    expect(marked).toBeGreaterThan(0);
    expect(marked).toBe(reactSamplesInMarkdown());
  });

  for (const [url, count] of PAGES) {
    test(`${url}: each of its ${count} React sample(s) renders, prints no error and sends nothing`, async ({
      page,
      baseURL,
      pageErrors,
    }) => {
      // A frame loads about 1 MB of script and renders against a server in a worker: time for each sample.
      test.setTimeout(30_000 + count * 15_000);
      const { away, refused } = sentAway(page, baseURL);
      await page.goto(url);
      const blocks = page.locator(`[${MARKER}]`);
      await expect(blocks).toHaveCount(count);
      for (let index = 0; index < count; index++) {
        const { output, frame } = await render(blocks.nth(index));
        await expect(output.locator('[data-stream="error"]')).toHaveCount(0);
        // What it rendered: something a reader sees in the frame.
        await expect(frame.locator('#root')).not.toBeEmpty();
      }
      // Polled: Chromium reports a request its policy refused a moment after it reports the request.
      await expect.poll(() => away).toEqual([]);
      // Each refused address is named in an output, as the reader sees it.
      for (const address of refused) {
        await expect(page.getByText(`Not loaded: ${address}.`).first()).toBeVisible();
      }
      expect(pageErrors.filter((error) => !POLICY_REFUSAL.test(error))).toEqual([]);
    });
  }

  test('a rendered form saves to the in-memory server, and the timeline shows the seeded patient', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/docs/ui-components');
    const intake = page.locator(`[${MARKER}]`).filter({ hasText: 'What brings you in today?' });
    const { output, frame } = await render(intake);
    await frame.getByLabel(/What brings you in today/).fill('A cough for a week');
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(output).toContainText(/Saved response [0-9a-f-]{36}/);

    const timeline = page.locator(`[${MARKER}]`).filter({ hasText: 'PatientTimeline patient=' });
    const rendered = await render(timeline);
    await expect(rendered.output).toContainText('<PatientActivity patientId="3c5a8d2e-0000-4000-8000-000000000001" />');
    // The seeded lab order of the patient (seed.json), on her timeline.
    await expect(rendered.frame.getByText('ORD-1001').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('an edit re-renders the sample, and the frame can reach neither the page nor the network', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    const { away } = sentAway(page, baseURL);
    await page.goto('/docs/ui-components');
    const block = page.locator(`[${MARKER}]`).filter({ hasText: 'PatientTimeline patient=' });
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = block.getByRole('textbox', { name: 'Sample code (editable)' });
    const code = await editor.inputValue();
    await editor.fill(
      code.replace(
        'return <PatientTimeline',
        [
          "fetch('https://example.org/steal').catch((err) => console.log('fetch refused:', String(err)));",
          "try { console.log('page reached:', window.parent.document.title); } catch { console.log('page out of reach'); }",
          'return <PatientTimeline',
        ].join('\n  '),
      ),
    );
    await block.getByRole('button', { name: 'Run', exact: true }).click();
    const output = block.getByRole('log', { name: 'Output of the sample' });
    await expect(output).toContainText('It stays live', { timeout: 20_000 });
    await expect(output).toContainText('page out of reach');
    await expect(output).toContainText('Only the syntax of your edit was checked');
    expect(away).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
