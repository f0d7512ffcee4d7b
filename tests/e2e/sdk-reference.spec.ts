import { test, expect } from './fixtures';

test.describe('SDK reference pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('MedplumClient shows searchResources with its signature and lists members in the table of contents', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/docs/sdk/classes/MedplumClient');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class: MedplumClient');
    const heading = page.locator('h3#searchresources');
    await expect(heading).toHaveText(/searchResources\(\)/);
    // The signature follows its heading as one code block: generic, parameters and return type, with no stray escapes.
    // (Document order, not siblings: the heading may sit in a run of prose kept as server markup, runtime/static-markup.)
    const block = page.locator('xpath=//h3[@id="searchresources"]/following::div[contains(@class, "language-")][1]');
    const signature = block.locator('pre');
    await expect(signature).toHaveCount(1);
    // TypeDoc's Markdown plugin breaks a long signature over lines; the text is the same.
    const text = (await signature.textContent())?.replace(/\s+/g, '');
    expect(text).toBe('searchResources<K>(resourceType,query?,options?):ReadablePromise<ExtractResource<K>[]>;');
    // One block, not a run of code spans.
    await expect(block.locator('code')).toHaveCount(1);
    await expect(page.locator('.table-of-contents').getByRole('link', { name: 'searchResources()' })).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });

  test('a link from MedplumClient to an interface page navigates', async ({ page }) => {
    await page.goto('/docs/sdk/classes/MedplumClient');
    await page.locator('article').getByRole('link', { name: 'MedplumClientOptions' }).first().click();
    await expect(page).toHaveURL('/docs/sdk/interfaces/MedplumClientOptions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interface: MedplumClientOptions');
    await expect(page.locator('h3#baseurl')).toBeVisible();
  });

  test('a FHIR type in a return type links to the FHIR reference', async ({ page }) => {
    await page.goto('/docs/sdk/classes/MedplumClient#readpatienteverything');
    // The signature code block holds no links; the Returns section after it does (in document order: the
    // section may sit in a run of prose kept as server markup, runtime/static-markup).
    const returns = page.locator(
      'xpath=//h3[@id="readpatienteverything"]/following::h4[starts-with(normalize-space(.), "Returns")][1]/following::p[1]',
    );
    await returns.getByRole('link', { name: 'Bundle' }).click();
    await expect(page).toHaveURL('/docs/api/fhir/resources/bundle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bundle');
  });

  test('a resource type parameter reads ResourceType, not its members, and links to the resource list', async ({
    page,
  }) => {
    await page.goto('/docs/sdk/classes/MedplumClient#getcached');
    // getCached<K extends ResourceType>: the constraint is the alias's name (generators/sdk-reference/kept-aliases.ts).
    const constraint = page.locator(
      'xpath=//h3[@id="getcached"]/following::h4[starts-with(normalize-space(.), "Type Parameters")][1]/following::p[1]',
    );
    await expect(constraint).toHaveText('K extends ResourceType');
    // No page of the SDK reference spells the union out: MedplumClient has no "AccessPolicy" literal left.
    await expect(page.locator('article code', { hasText: '"AccessPolicy"' })).toHaveCount(0);
    await constraint.getByRole('link', { name: 'ResourceType' }).click();
    await expect(page).toHaveURL('/docs/api/fhir/resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
  });

  test('MedplumClient opens with a member summary whose links land on the details', async ({ page, pageErrors }) => {
    await page.goto('/docs/sdk/classes/MedplumClient');
    // The table right under the heading, or first in the run of prose that follows it (runtime/static-markup).
    const summary = page.locator(':is(h2#members + table, h2#members + .static-run > table:first-child)');
    await expect(summary).toBeVisible();
    // Near the top: the summary comes before the first member's details.
    const [summaryBox, detailsBox] = await Promise.all([
      summary.boundingBox(),
      page.locator('h3#searchresources').boundingBox(),
    ]);
    expect(summaryBox && detailsBox && summaryBox.y < detailsBox.y).toBe(true);
    const row = summary.locator('tr', { has: page.getByRole('link', { name: 'searchResources()', exact: true }) });
    await expect(row).toContainText('Search');
    await expect(row.locator('td').nth(2)).not.toHaveText('-');
    // Every link of the summary points at a heading of the page.
    const hrefs = await summary
      .locator('a[href^="#"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(50);
    const missing = await page.evaluate(
      (fragments) => fragments.filter((href) => !document.getElementById(decodeURIComponent(href!.slice(1)))),
      hrefs,
    );
    expect(missing).toEqual([]);
    await row.getByRole('link', { name: 'searchResources()', exact: true }).click();
    await expect(page).toHaveURL('/docs/sdk/classes/MedplumClient#searchresources');
    await expect(page.locator('h3#searchresources')).toBeInViewport();
    expect(pageErrors).toEqual([]);
  });

  test('the API sidebar lists the SDK with MedplumClient first', async ({ page }) => {
    await page.goto('/docs/sdk/modules');
    const sdk = page
      .locator('.theme-doc-sidebar-menu > li')
      .filter({ has: page.getByRole('link', { name: 'SDK', exact: true }) });
    const first = sdk.locator(':scope > ul > li').first();
    await expect(first).toHaveText('MedplumClient');
    await expect(
      sdk.getByRole('button', { name: 'Interfaces' }).or(sdk.getByText('Interfaces', { exact: true })),
    ).toBeVisible();
  });
});
