import { test, expect } from './fixtures';

test('footer has the four groups, compliance guide images and a copyright line', async ({ page, pageErrors }) => {
  await page.goto('/blog');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText([
    'Compliance guides',
    'Developers',
    'Community',
    'Company',
  ]);

  // The badges load lazily, when the footer comes into view.
  await footer.scrollIntoViewIfNeeded();
  const badges = footer.locator('.footer__col').first().getByRole('link');
  await expect(badges).toHaveCount(4);
  for (const [name, href] of [
    ['SOC 2', '/docs/compliance/soc2'],
    ['HIPAA', '/docs/compliance/hipaa'],
    ['ONC Health IT', '/docs/compliance/onc'],
    ['21 CFR Part 11', '/docs/compliance/cfr11'],
  ]) {
    // Each image leads to the guide on meeting that regime and is named as a guide, not a certification.
    const badge = footer.getByRole('link', { name: `${name} guide`, exact: true });
    await expect(badge).toHaveAttribute('href', href);
    // The badge image loaded (naturalWidth is 0 for a broken image).
    await expect
      .poll(() => badge.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  for (const [name, href] of [
    ['Documentation', '/docs'],
    ['About', '/about'],
    ['Careers', '/careers'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Pricing', '/pricing'],
    ['Discord', 'https://discord.gg/medplum'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.locator('.footer__copyright')).toContainText(`Copyright © ${new Date().getFullYear()} Medplum`);

  await footer.getByRole('link', { name: 'HIPAA guide', exact: true }).click();
  await expect(page).toHaveURL('/docs/compliance/hipaa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
