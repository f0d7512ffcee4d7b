import type { Page } from '@playwright/test';

/** How many elements under `selector` React rendered or hydrated (it marks each with a fiber). */
export function reactElements(page: Page, selector: string): Promise<number> {
  return page
    .locator(`${selector} *`)
    .evaluateAll(
      (elements) =>
        elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))).length,
    );
}
