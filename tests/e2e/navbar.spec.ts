import { test, expect } from './fixtures';

test.describe('navbar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every item of the spec, each pointing where it should', async ({ page, pageErrors }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['Products', '/products'],
      ['Solutions', '/solutions'],
      ['Documentation', '/docs'],
      ['Reference', '/docs/api'],
      ['Sign In', 'https://app.medplum.com/signin'],
      ['GitHub', 'https://github.com/medplum/medplum'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Sign In leads to the separate app: an external link opened in a new tab.
    const signIn = nav.getByRole('link', { name: 'Sign In', exact: true });
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn).toHaveAttribute('rel', /noopener/);
    expect(pageErrors).toEqual([]);
  });

  test('internal items navigate to their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path, heading] of [
      ['Products', '/products', 'Products'],
      ['Solutions', '/solutions', 'Solutions'],
      ['Documentation', '/docs', /documentation/i],
      ['Reference', '/docs/api', 'API reference'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('marks the current section as active', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [path, active, inactive] of [
      ['/docs/api', 'Reference', 'Documentation'],
      ['/docs/api/fhir/resources/patient', 'Reference', 'Documentation'],
      ['/docs/sdk/classes/MedplumClient', 'Reference', 'Documentation'],
      ['/docs', 'Documentation', 'Reference'],
      ['/docs/auth/oauth-auth-code', 'Documentation', 'Reference'],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole('link', { name: active, exact: true }), path).toHaveClass(/navbar__link--active/);
      await expect(nav.getByRole('link', { name: inactive, exact: true }), path).not.toHaveClass(
        /navbar__link--active/,
      );
    }
  });
});

test.describe('responsive navbar (996 px breakpoint)', () => {
  test('uses the mobile menu at 995 px', async ({ page }) => {
    await page.setViewportSize({ width: 995, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('.navbar__items').getByRole('link', { name: 'Products', exact: true })).toBeHidden();

    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    for (const name of ['Products', 'Solutions', 'Documentation', 'Reference', 'Sign In', 'GitHub']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await sidebar.getByRole('link', { name: 'Solutions', exact: true }).click();
    await expect(page).toHaveURL('/solutions');
    await expect(sidebar).toBeHidden();
  });

  test('uses the desktop navbar at 997 px', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    const items = page.getByRole('navigation', { name: 'Main' }).locator('.navbar__items');
    await expect(items.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    await expect(items.getByRole('link', { name: 'GitHub', exact: true })).toBeVisible();
  });
});
