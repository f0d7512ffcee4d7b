/**
 * How this project starts Debian's Chromium (never a downloaded browser): the
 * browser tests and the screenshot, image and benchmark scripts share it.
 */
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that let Chromium run headless as root on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
