/**
 * `npm start` as a contributor uses it: the development server starts, a doc
 * loads in Chromium with its content and a live page (the search shortcut
 * answers), and an edit of the doc's Markdown shows in the open page without
 * a reload. The doc is restored whatever happens.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from '@playwright/test';
import { launchChromium } from '../../packages/common/src/chromium';

const ROOT = path.join(__dirname, '..', '..');
const PORT = 3190;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DOC = path.join(ROOT, 'docs', 'auth', 'oauth-auth-code.md');
const ROUTE = '/docs/auth/oauth-auth-code';
/** How long the first compilation may take on a 2-core machine. */
const START_MS = 8 * 60_000;

let server: ChildProcess;
let browser: Browser;
let output = '';
const original = readFileSync(DOC, 'utf8');

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output.slice(-3000)}`);
    try {
      const response = await fetch(`${ORIGIN}${ROUTE}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm start did not serve ${ROUTE} within ${START_MS / 1000} s:\n${output.slice(-3000)}`);
}

describe('npm start', { timeout: START_MS + 120_000 }, () => {
  before(async () => {
    server = spawn('npx', ['docusaurus', 'start', '--no-open', '--host', '127.0.0.1', '--port', String(PORT)], {
      cwd: ROOT,
      detached: true,
      env: { ...process.env, BROWSER: 'none' },
    });
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    await waitForServer();
    browser = await launchChromium();
  });

  after(async () => {
    writeFileSync(DOC, original);
    await browser?.close();
    if (server?.pid && server.exitCode === null) process.kill(-server.pid);
  });

  it('serves a doc that runs, and shows an edit of its Markdown without a reload', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${ORIGIN}${ROUTE}`);
    const title = page.locator('article h1');
    await title.waitFor({ timeout: 120_000 });
    const heading = (await title.textContent())?.trim() ?? '';
    assert.ok(heading.length > 0, 'the doc has its title');
    // The page is live: the search shortcut opens the search dialog.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor({ timeout: 60_000 });
    await page.keyboard.press('Escape');

    // The same page object throughout: an edit that needed a reload would leave this mark behind.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const added = `Edited by the development server test at ${Date.now()}.`;
    writeFileSync(
      DOC,
      original.replace(/^(# .*\n|---\n[\s\S]*?\n---\n)/, (head) => `${head}\n${added}\n\n`),
    );
    await page.getByText(added).waitFor({ timeout: 120_000 });
    assert.equal(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true);
    assert.deepEqual(errors, []);
  });
});
