// Guided first steps on the trade screens (issue 43 point 3, decision 104), at both viewports: a
// demo visitor on the fast screen is offered the tour, walks two steps (a click and the arrow
// keys), skips it (Skip at one viewport, Esc at the other); after a reload it is not offered again
// (the contract screen's own tour still is), and the Tour button starts it again, walked to its
// end with every step's control and bubble in sight together. Then once in Chinese, on the
// contract screen. The focus goes into the bubble and back to the Tour button.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TOUR_STEPS } from '../../client/src/lib/trading/tours.ts';
import {
  browserEnvForFile,
  expectAccessible,
  expectCjkRenders,
  openPage,
  screenshot,
  type TestPage,
  VIEWPORTS,
} from '../helpers/browser.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/** A visitor's page (the once-per-session welcome dialog kept away) on /demo, the fast screen shown. */
async function demoVisitor(viewport: 'desktop' | 'mobile', locale?: string): Promise<TestPage> {
  const tp = await openPage(env(), viewport, { tours: true });
  await tp.context.addInitScript((locale) => {
    for (let i = 1; i <= 20; i++) sessionStorage.setItem(`noticeDialogShown:${i}`, '1');
    if (locale) localStorage.setItem('wplocale', locale);
  }, locale ?? '');
  await tp.go('/demo');
  await tp.page.getByTestId('demo-banner').waitFor();
  await tp.page.getByTestId('fast-panel').waitFor();
  return tp;
}

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('guidedTours') ?? 'null'));
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/**
 * The tour shows `step` of `total`: the bubble a dialog named by its title, fully on the screen;
 * its control scrolled into sight (above a phone's tab bar) and left clear by the spotlight.
 */
async function showsStep(page: Page, screen: keyof typeof TOUR_STEPS, step: string, n: number, total: number) {
  const dialog = page.getByTestId('tour-dialog');
  await page.waitForFunction((s) => document.querySelector('[data-testid="tour-dialog"]')?.getAttribute('data-step') === s, step);
  // (placed once measured: visible)
  await dialog.waitFor({ state: 'visible' });
  expect(await page.getByTestId('tour-counter').innerText()).toContain(String(n));
  expect(await page.getByTestId('tour-counter').innerText()).toContain(String(total));
  const geometry = await page.evaluate((target) => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r ? { top: r.top, left: r.left, right: r.right, bottom: r.bottom } : null;
    };
    const d = document.querySelector('[data-testid="tour-dialog"]');
    const title = document.getElementById(d?.getAttribute('aria-labelledby') ?? '');
    return {
      dialog: box(d),
      target: box(document.querySelector(`[data-tour="${target}"]`)),
      spotlight: box(document.querySelector('[data-testid="tour-spotlight"]')),
      header: box(document.querySelector('.pc-header, .wp-header')),
      role: d?.getAttribute('role'),
      modal: d?.getAttribute('aria-modal'),
      title: title?.textContent ?? '',
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
    };
  }, `${screen}-${step}`);
  const { dialog: b, target: t, spotlight: s } = geometry;
  expect(geometry.role).toBe('dialog');
  expect(geometry.modal).toBe('true');
  expect(geometry.title.length, 'the dialog is named by its title').toBeGreaterThan(0);
  expect(b && t && s, `${step}: bubble, control and spotlight`).toBeTruthy();
  if (!b || !t || !s) return;
  // the bubble fits the screen
  expect(b.left, `${step}: bubble left`).toBeGreaterThanOrEqual(0);
  expect(b.right, `${step}: bubble right`).toBeLessThanOrEqual(geometry.width);
  expect(b.top, `${step}: bubble top`).toBeGreaterThanOrEqual(0);
  expect(b.bottom, `${step}: bubble bottom`).toBeLessThanOrEqual(geometry.height);
  // the control is in sight under the sticky header (its top at least: a long list may run on below)
  expect(t.top, `${step}: control under the header`).toBeGreaterThanOrEqual((geometry.header?.bottom ?? 0) - 1);
  expect(t.top, `${step}: control on the screen`).toBeLessThan(geometry.height - 40);
  // the spotlight leaves the control clear
  expect(s.left).toBeLessThanOrEqual(t.left);
  expect(s.top).toBeLessThanOrEqual(t.top);
  expect(s.right).toBeGreaterThanOrEqual(t.right);
  expect(s.bottom).toBeGreaterThanOrEqual(t.bottom);
  // the bubble does not hide a control it fits beside (below or above)
  const side = await page.getByTestId('tour-dialog').getAttribute('data-side');
  if (side === 'below') expect(b.top).toBeGreaterThanOrEqual(t.bottom);
  if (side === 'above') expect(b.bottom).toBeLessThanOrEqual(t.top);
  if (side === 'left') expect(b.right).toBeLessThanOrEqual(t.left);
  if (side === 'right') expect(b.left).toBeGreaterThanOrEqual(t.right);
}

for (const viewport of ['desktop', 'mobile'] as const) {
  it(`${viewport}: a demo visitor is offered the fast screen's tour, walks two steps and skips; after a reload it is not offered again, the Tour button starts it again`, async () => {
    const tp = await demoVisitor(viewport);
    const { page } = tp;
    const fast = TOUR_STEPS.fast;
    try {
      expect(await page.viewportSize()).toEqual(VIEWPORTS[viewport]);
      // offered, not forced: a small offer at the top of the order panel, nothing over the screen
      const offer = page.getByTestId('tour-offer');
      await offer.waitFor();
      expect(await offer.getAttribute('data-screen')).toBe('fast');
      expect(await page.getByTestId('tour-dialog').count()).toBe(0);
      expect(await stored(page)).toBeNull();
      await screenshot(page, `${viewport}-tour-offer`);
      await expectAccessible(page, `${viewport}-tour-offer`, { state: 'tour offer' });

      // taken: the first step, the focus in the bubble (on Next)
      await page.getByTestId('tour-offer-start').click();
      await showsStep(page, 'fast', fast[0], 1, fast.length);
      expect(await focused(page)).toBe('tour-next');
      expect(await page.getByTestId('tour-back').isDisabled()).toBe(true);
      await screenshot(page, `${viewport}-tour-step-1`);
      await expectAccessible(page, `${viewport}-tour-step`, { state: 'tour step' });
      // the screen under it takes no click while the tour runs (the customer-service dock neither: dimmed under it too)
      const under = await page.evaluate(() => {
        const at = (x: number, y: number) => document.elementFromPoint(x, y)?.getAttribute('data-testid');
        const dock = document.querySelector('.kefu-dock')?.getBoundingClientRect();
        const bubble = document.querySelector('[data-testid="tour-dialog"]')?.getBoundingClientRect();
        const onDock =
          dock && bubble && (dock.top > bubble.bottom || dock.bottom < bubble.top) ? at(dock.left + 4, dock.top + 4) : 'tour-overlay';
        return { corner: at(5, window.innerHeight - 5), dock: onDock };
      });
      expect(under).toEqual({ corner: 'tour-overlay', dock: 'tour-overlay' });

      // two steps on (a click, then →), one back (←): the focus stays in the bubble
      await page.getByTestId('tour-next').click();
      await showsStep(page, 'fast', fast[1], 2, fast.length);
      await page.keyboard.press('ArrowRight');
      await showsStep(page, 'fast', fast[2], 3, fast.length);
      await screenshot(page, `${viewport}-tour-step-3`);
      await page.keyboard.press('ArrowLeft');
      await showsStep(page, 'fast', fast[1], 2, fast.length);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="tour-dialog"]') != null)).toBe(true);

      // skipped (the Skip button on the desktop, Esc on the phone): gone, remembered, the focus on the Tour button
      if (viewport === 'desktop') await page.getByTestId('tour-skip').click();
      else await page.keyboard.press('Escape');
      await page.getByTestId('tour-dialog').waitFor({ state: 'detached' });
      expect(await page.getByTestId('tour-overlay').count()).toBe(0);
      expect(await page.getByTestId('tour-offer').count()).toBe(0);
      expect(await stored(page)).toEqual({ fast: 'skipped' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'tour-button');

      // after a reload: not offered again on the fast screen; the contract screen offers its own
      await tp.reload();
      await page.getByTestId('fast-panel').waitFor();
      await page.getByTestId('tour-button').waitFor();
      expect(await page.getByTestId('tour-offer').count(), 'not offered again').toBe(0);
      await page.getByTestId('demo-kind-contract').click();
      await page.getByTestId('contract-panel').waitFor();
      expect(await page.getByTestId('tour-offer').getAttribute('data-screen')).toBe('contract');
      await page.getByTestId('demo-kind-fast').click();
      await page.getByTestId('fast-panel').waitFor();
      expect(await page.getByTestId('tour-offer').count()).toBe(0);

      // the Tour button starts it again: walked to its end, every control in sight with its bubble
      await page.getByTestId('tour-button').click();
      for (const [i, step] of fast.entries()) {
        await showsStep(page, 'fast', step, i + 1, fast.length);
        if (i === fast.length - 1) {
          expect(await page.getByTestId('tour-next').innerText()).toBe('Done');
          await screenshot(page, `${viewport}-tour-last-step`);
        }
        await page.getByTestId('tour-next').click();
      }
      await page.getByTestId('tour-dialog').waitFor({ state: 'detached' });
      expect(await stored(page)).toEqual({ fast: 'done' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'tour-button');
      await screenshot(page, `${viewport}-tour-ended`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 120_000);
}

it('mobile, Chinese: the contract screen’s tour in zh-CN, each of its controls in sight', async () => {
  const tp = await demoVisitor('mobile', 'zh-CN');
  const { page } = tp;
  try {
    await expectCjkRenders(page);
    await page.getByTestId('demo-kind-contract').click();
    await page.getByTestId('contract-panel').waitFor();
    const offer = page.getByTestId('tour-offer');
    await offer.waitFor();
    expect(await offer.innerText()).toContain('开始导览');
    await screenshot(page, 'mobile-tour-offer-zh-CN');
    await page.getByTestId('tour-offer-start').click();
    const steps = TOUR_STEPS.contract;
    for (const [i, step] of steps.entries()) {
      await showsStep(page, 'contract', step, i + 1, steps.length);
      if (i === 0) {
        expect(await page.getByTestId('tour-title').innerText()).toBe('市价或限价');
        expect(await page.getByTestId('tour-counter').innerText()).toBe(`第 1 步，共 ${steps.length} 步`);
      }
      if (i === 0 || i === steps.length - 1) await screenshot(page, `mobile-tour-contract-${step}-zh-CN`);
      await page.getByTestId('tour-next').click();
    }
    await page.getByTestId('tour-dialog').waitFor({ state: 'detached' });
    expect(await stored(page)).toEqual({ contract: 'done' });
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}, 120_000);

it('desktop: the spot screen’s tour points at each of its controls, buy/sell to the orders', async () => {
  const tp = await demoVisitor('desktop');
  const { page } = tp;
  try {
    await page.getByTestId('demo-kind-spot').click();
    await page.getByTestId('spot-form-buy').waitFor();
    await page.locator('[data-tour="spot-book"]').waitFor();
    expect(await page.getByTestId('tour-offer').getAttribute('data-screen')).toBe('spot');
    await page.getByTestId('tour-offer-start').click();
    const steps = TOUR_STEPS.spot;
    for (const [i, step] of steps.entries()) {
      // every step there (none left out for a missing control)
      await showsStep(page, 'spot', step, i + 1, steps.length);
      if (step === 'book') {
        // (the book is taller than the room left under or over it: the bubble goes beside it)
        expect(await page.getByTestId('tour-dialog').getAttribute('data-side')).toBe('left');
        await screenshot(page, 'desktop-tour-spot-book');
      }
      await page.keyboard.press('ArrowRight');
    }
    await page.getByTestId('tour-dialog').waitFor({ state: 'detached' });
    expect(await stored(page)).toEqual({ spot: 'done' });
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}, 120_000);
