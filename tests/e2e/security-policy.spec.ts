import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** One page of each type the site has. */
const PAGE_TYPES: Record<string, string> = {
  home: '/',
  product: '/products/bots',
  solution: '/solutions/lab',
  pricing: '/pricing',
  guide: '/docs/auth/client-credentials',
  'docs home': '/docs',
  'FHIR resource': '/docs/api/fhir/resources/patient',
  'FHIR data type': '/docs/api/fhir/datatypes/humanname',
  'SDK class': '/docs/sdk/classes/MedplumClient',
  'blog post': '/blog/fhir-r5',
  'blog list': '/blog',
  'blog archive': '/blog/archive',
  'search page': '/search?q=patient',
  'not found': '/no/such/page',
};

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile})`);
    });
  });
}

test.describe('Content-Security-Policy', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    test(`${type} (${path}) runs under the policy with zero violations`, async ({ page, pageErrors }) => {
      // The SDK class page is the site's largest: it hydrates last.
      test.slow(type === 'SDK class');
      await watchViolations(page);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc).toContain("'sha256-");
      expect(policy).not.toContain('unsafe-eval');
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'none'");

      // Hydration ran: the color-mode toggle works only with the site's scripts.
      // A click before hydration does nothing, so click until the page answers (large pages hydrate late).
      await expect(async () => {
        await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 2000 });
      }).toPass({ timeout: 40_000 });
      // The search modal and its index load under the policy too.
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('patient');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');

      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
      expect(refused).toEqual([]);
      // The not-found page's own 404 status is logged by Chromium; it is what that page is.
      const ownStatus = /status of 404/;
      expect(type === 'not found' ? pageErrors.filter((error) => !ownStatus.test(error)) : pageErrors).toEqual([]);
    });
  }
});
