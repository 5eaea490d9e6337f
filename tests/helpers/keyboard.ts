// Keyboard-only journeys (issue 33 point 9, decision 076): move the focus as a person with a
// keyboard does, and check that where it lands can be seen.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Presses `key` (Tab by default, or Shift+Tab) until the focused element is, or is inside, the
 * element matching `selector`; fails if it is not reached within `max` presses. Then checks the
 * focus ring (expectFocusRing).
 */
export async function tabTo(page: Page, selector: string, { key = 'Tab', max = 60 }: { key?: string; max?: number } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.closest(s) != null, selector)) {
      await expectFocusRing(page, selector);
      return;
    }
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`${selector} not reached with ${max} presses of ${key} (focus on ${at})`);
}

/** The focused element shows a focus ring: it matches :focus-visible and draws an outline or a box-shadow. */
export async function expectFocusRing(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0,
      shadow: s.boxShadow !== 'none',
    };
  });
  expect(ring.focusVisible && (ring.outline || ring.shadow), `${what}: a visible focus ring (${JSON.stringify(ring)})`).toBe(true);
}
