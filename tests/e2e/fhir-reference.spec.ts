import { test, expect } from './fixtures';

test.describe('FHIR reference pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a resource page shows its Elements table and search parameters', async ({ page, pageErrors }) => {
    await page.goto('/docs/api/fhir/resources/patient');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patient');
    await expect(page.getByRole('heading', { level: 2, name: /^Elements/ })).toBeVisible();
    const birthDate = page.locator('tr#birthDate');
    await expect(birthDate).toContainText('0..1');
    await expect(birthDate).toContainText('date');
    await expect(page.locator('tr#search-birthdate')).toContainText('Patient.birthDate');
    await expect(page.getByRole('heading', { level: 2, name: 'Referenced by' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the #birthDate deep link scrolls to its row', async ({ page }) => {
    await page.goto('/docs/api/fhir/resources/patient#birthDate');
    const row = page.locator('tr#birthDate');
    await expect(row).toBeInViewport();
    // The row sits below the fixed navbar, not under it.
    const box = await row.boundingBox();
    const navbar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(box && navbar && box.y >= navbar.y + navbar.height - 1).toBe(true);
  });

  test('a choice-type anchor link, whose fragment is percent-encoded, lands on its row', async ({
    page,
    pageErrors,
  }) => {
    // Four of the largest reference pages, one after the other.
    test.slow();
    await page.goto('/docs/api/fhir/resources/patient');
    const link = page.locator('tr[id="deceased[x]"] a.fhir-anchor');
    await expect(link).toHaveAttribute('href', '#deceased%5Bx%5D');
    await link.click();
    await expect(page).toHaveURL('/docs/api/fhir/resources/patient#deceased%5Bx%5D');
    await expect(page.locator('tr[id="deceased[x]"]')).toBeInViewport();

    // Across pages: a "Referenced by" link leads to the row of the other resource.
    await page.goto('/docs/api/fhir/resources/detectedissue');
    await page.locator('.fhir-referenced-by').getByRole('link', { name: 'statusReason[x]' }).click();
    await expect(page).toHaveURL('/docs/api/fhir/resources/medicationdispense#statusReason%5Bx%5D');
    await expect(page.locator('tr[id="statusReason[x]"]')).toBeInViewport();
    await page.waitForLoadState('load');

    // Opened directly, the encoded link scrolls to the row too.
    await page.goto('/docs/api/fhir/resources/observation#value%5Bx%5D');
    await expect(page.locator('tr[id="value[x]"]')).toBeInViewport();
    expect(pageErrors).toEqual([]);
  });

  test('a type link navigates to the data type page', async ({ page }) => {
    await page.goto('/docs/api/fhir/resources/patient');
    await page.locator('tr#name').getByRole('link', { name: 'HumanName' }).click();
    await expect(page).toHaveURL('/docs/api/fhir/datatypes/humanname');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HumanName');
    await expect(page.locator('tr#family')).toBeVisible();
  });

  test('a long definition folds into a disclosure that opens', async ({ page }) => {
    await page.goto('/docs/api/fhir/resources/patient');
    const details = page.locator('tr#birthDate details');
    await expect(details.getByText('At least an estimated year')).toBeHidden();
    await details.locator('summary').click();
    await expect(details.getByText('At least an estimated year')).toBeVisible();
  });

  test('the JSON skeleton is folded and opens, its names leading to their rows', async ({ page, pageErrors }) => {
    await page.goto('/docs/api/fhir/resources/patient');
    const skeleton = page.locator('details.fhir-json');
    const pre = skeleton.locator('pre');
    expect(await skeleton.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await expect(pre).toBeHidden();
    await skeleton.locator('summary').click();
    await expect(pre).toBeVisible();
    await expect(pre).toContainText('"resourceType" : "Patient"');
    await expect(pre).toContainText('"deceasedBoolean" : <boolean>');
    await pre.getByRole('link', { name: 'birthDate', exact: true }).click();
    await expect(page).toHaveURL('/docs/api/fhir/resources/patient#birthDate');
    await expect(page.locator('tr#birthDate')).toBeInViewport();
    expect(pageErrors).toEqual([]);
  });

  test('a specification-style #Patient.birthDate link scrolls to and highlights the row', async ({ page }) => {
    await page.goto('/docs/api/fhir/resources/patient#Patient.birthDate');
    const row = page.locator('tr#birthDate');
    await expect(row).toBeInViewport();
    const box = await row.boundingBox();
    const navbar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(box && navbar && box.y >= navbar.y + navbar.height - 1).toBe(true);
    const background = (selector: string) =>
      page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background('tr#birthDate')).not.toBe(await background('tr#gender'));

    // The choice element's specification anchor, percent-encoded, too.
    await page.goto('/docs/api/fhir/resources/patient#Patient.deceased%5Bx%5D');
    await expect(page.locator('tr[id="deceased[x]"]')).toBeInViewport();
  });

  test('flags, a binding and the constraints show', async ({ page }) => {
    await page.goto('/docs/api/fhir/resources/observation');
    await expect(page.locator('tr#status .fhir-flags abbr[title^="Modifier"]')).toHaveText('?!');
    await expect(page.locator('tr#status .fhir-bind')).toContainText('ObservationStatus (required)');
    await page.locator('tr#referenceRange .fhir-flags').getByRole('link', { name: 'Constraints: obs-3' }).click();
    await expect(page.locator('tr#constraint-obs-3')).toBeInViewport();
    await expect(page.locator('tr#constraint-obs-6')).toContainText('dataAbsentReason.empty() or value.empty()');
  });

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('a copy-link button copies the absolute URL of its row and says so', async ({ page, baseURL, pageErrors }) => {
      await page.goto('/docs/api/fhir/resources/patient');
      const button = page.getByRole('button', { name: 'Copy link to Patient.birthDate' });
      await expect(button).toBeVisible();
      await button.click();
      // The page has other live regions (the Markdown toolbar's, the search builder's): find this one by its text.
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(1);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${new URL(baseURL ?? '').origin}/docs/api/fhir/resources/patient#Patient.birthDate`);
      await page.getByRole('button', { name: 'Copy link to Patient.deceased[x]' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#Patient\.deceased%5Bx%5D$/);
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the copy-link buttons are hidden', async ({ page }) => {
      await page.goto('/docs/api/fhir/resources/patient');
      await expect(page.locator('tr#birthDate')).toBeVisible();
      await expect(page.locator('tr#birthDate button.fhir-copy')).toBeHidden();
    });
  });

  test('the API sidebar groups the reference', async ({ page }) => {
    await page.goto('/docs/api/fhir');
    const sidebar = page.locator('nav.menu');
    for (const label of [
      'Resources',
      'Data types',
      'Medplum resources',
      'Operations',
      'OAuth 2.0',
      'SCIM',
      'React components',
    ]) {
      await expect(sidebar.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('a row stacks: name, cardinality, type and description show without scrolling sideways', async ({ page }) => {
      await page.goto('/docs/api/fhir/resources/patient');
      const row = page.locator('tr#gender');
      await row.scrollIntoViewIfNeeded();
      for (const text of ['gender', '0..1', 'code', 'male | female | other | unknown', 'AdministrativeGender']) {
        await expect(row.getByText(text, { exact: false }).first()).toBeVisible();
      }
      const cells = row.locator('td');
      for (let i = 0; i < 4; i++) {
        const box = await cells.nth(i).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375 + 1, `cell ${i} inside the viewport`).toBe(true);
      }
      // The page itself does not scroll sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('the #birthDate deep link still lands on its row', async ({ page }) => {
      await page.goto('/docs/api/fhir/resources/patient#birthDate');
      await expect(page.locator('tr#birthDate')).toBeInViewport();
    });
  });

  test('a long description shows a visible marker and a More label, and opens from the keyboard', async ({ page }) => {
    await page.goto('/docs/api/fhir/resources/patient');
    const summary = page.locator('tr#birthDate details > summary');
    const marker = await summary.evaluate((el) => {
      const before = getComputedStyle(el, '::before');
      const after = getComputedStyle(el, '::after');
      return { arrow: before.borderLeftColor, label: after.content };
    });
    expect(marker.arrow).not.toBe('rgba(0, 0, 0, 0)');
    expect(marker.label).toContain('More');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('tr#birthDate details').getByText('At least an estimated year')).toBeVisible();
  });
});
