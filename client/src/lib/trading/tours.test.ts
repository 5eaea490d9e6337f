import { describe, expect, it } from 'vitest';
import tradeEnUS from '../../locales/trade/en-US.json';
import {
  moveTour,
  offersTour,
  parseTourMemory,
  placeBubble,
  rememberTour,
  scrollFor,
  TOUR_EDGE,
  TOUR_GAP,
  TOUR_STEPS,
  type TourProgress,
  tourTarget,
} from './tours';

const at = (step: number): TourProgress => ({ kind: 'running', step });

describe('a walk through a tour', () => {
  it('next moves one step on, and past the last step finishes the tour', () => {
    expect(moveTour(at(0), 5, 'next')).toEqual(at(1));
    expect(moveTour(at(3), 5, 'next')).toEqual(at(4));
    expect(moveTour(at(4), 5, 'next')).toEqual({ kind: 'ended', outcome: 'done' });
  });
  it('back moves one step back and stays on the first', () => {
    expect(moveTour(at(2), 5, 'back')).toEqual(at(1));
    expect(moveTour(at(0), 5, 'back')).toEqual(at(0));
  });
  it('skip ends it skipped from any step, the last too', () => {
    expect(moveTour(at(0), 5, 'skip')).toEqual({ kind: 'ended', outcome: 'skipped' });
    expect(moveTour(at(4), 5, 'skip')).toEqual({ kind: 'ended', outcome: 'skipped' });
  });
  it('a one-step tour finishes on next', () => {
    expect(moveTour(at(0), 1, 'next')).toEqual({ kind: 'ended', outcome: 'done' });
  });
  it('an ended walk does not move', () => {
    const ended: TourProgress = { kind: 'ended', outcome: 'skipped' };
    for (const move of ['next', 'back', 'skip'] as const) expect(moveTour(ended, 5, move)).toBe(ended);
  });
  it('walking two steps on, one back and skipping ends skipped', () => {
    let p: TourProgress = at(0);
    for (const move of ['next', 'next', 'back', 'skip'] as const) p = moveTour(p, TOUR_STEPS.fast.length, move);
    expect(p).toEqual({ kind: 'ended', outcome: 'skipped' });
  });
});

describe('the tours of the screens', () => {
  it('cover the controls the brief names, each pointing at its own data-tour target', () => {
    expect(TOUR_STEPS.fast).toEqual(['product', 'duration', 'stake', 'direction', 'place']);
    expect(TOUR_STEPS.contract).toEqual(['orderType', 'lots', 'leverage', 'stops', 'side', 'positions']);
    expect(TOUR_STEPS.spot).toEqual(['side', 'price', 'amount', 'book', 'orders']);
    const targets = Object.entries(TOUR_STEPS).flatMap(([screen, steps]) => steps.map((s) => tourTarget(screen as 'fast', s)));
    expect(new Set(targets).size).toBe(targets.length);
    expect(tourTarget('contract', 'orderType')).toBe('contract-orderType');
  });
  it('have a title and a text for every step (the other locales have every English key: locales.test.ts)', () => {
    const texts = tradeEnUS.tour as unknown as Record<string, Record<string, { title?: string; body?: string }>>;
    for (const [screen, steps] of Object.entries(TOUR_STEPS)) {
      expect(Object.keys(texts[screen] ?? {}), screen).toEqual([...steps]);
      for (const step of steps) {
        expect(texts[screen]?.[step]?.title, `${screen}.${step}`).toBeTruthy();
        expect(texts[screen]?.[step]?.body, `${screen}.${step}`).toBeTruthy();
      }
    }
  });
});

describe('what the device remembers', () => {
  it('offers a screen’s tour in demo mode until it is finished or skipped there', () => {
    expect(offersTour({}, 'fast', 'demo')).toBe(true);
    const skipped = rememberTour({}, 'fast', 'skipped');
    expect(offersTour(skipped, 'fast', 'demo')).toBe(false);
    // per screen: the others are still offered
    expect(offersTour(skipped, 'contract', 'demo')).toBe(true);
    expect(offersTour(rememberTour(skipped, 'spot', 'done'), 'spot', 'demo')).toBe(false);
  });
  it('never offers it in real mode', () => {
    expect(offersTour({}, 'fast', 'real')).toBe(false);
  });
  it('remembering does not change the memory it was given, and a finish replaces a skip', () => {
    const before = { fast: 'skipped' } as const;
    const after = rememberTour(before, 'fast', 'done');
    expect(after).toEqual({ fast: 'done' });
    expect(before).toEqual({ fast: 'skipped' });
  });
  it('reads back what it stored', () => {
    const memory = rememberTour(rememberTour({}, 'fast', 'done'), 'contract', 'skipped');
    expect(parseTourMemory(JSON.stringify(memory))).toEqual(memory);
  });
  it('reads anything unreadable as nothing remembered, and keeps only known screens and outcomes', () => {
    for (const raw of [null, '', 'not json', '[]', '"done"', 'null', '42']) expect(parseTourMemory(raw)).toEqual({});
    expect(parseTourMemory('{"fast":"done","spot":"maybe","other":"done","contract":1}')).toEqual({ fast: 'done' });
  });
});

describe('where a bubble goes', () => {
  const phone = { width: 390, height: 844 };
  const desktop = { width: 1366, height: 768 };
  const bubble = { width: 340, height: 200 };

  it('below its control when it fits, centred across on it', () => {
    const p = placeBubble({ top: 100, left: 900, width: 400, height: 40 }, bubble, desktop);
    expect(p).toEqual({ top: 100 + 40 + TOUR_GAP, left: 900 + 200 - 170, width: 340, side: 'below' });
  });
  it('above it when there is no room below', () => {
    const p = placeBubble({ top: 600, left: 20, width: 350, height: 100 }, bubble, phone);
    expect(p.side).toBe('above');
    expect(p.top + 200 + TOUR_GAP).toBe(600);
  });
  it('beside a control too tall for either on a wide screen: left of one at the right edge, right of one at the left', () => {
    const book = { top: 60, left: 990, width: 340, height: 700 };
    const p = placeBubble(book, bubble, desktop);
    expect(p).toEqual({ top: 60, left: 990 - TOUR_GAP - 340, width: 340, side: 'left' });
    const list = placeBubble({ top: -200, left: 20, width: 600, height: 1200 }, bubble, desktop);
    expect(list).toEqual({ top: TOUR_EDGE, left: 20 + 600 + TOUR_GAP, width: 340, side: 'right' });
  });
  it('along the bottom over a control taller than the screen', () => {
    const p = placeBubble({ top: 60, left: 12, width: 366, height: 900 }, bubble, phone);
    expect(p.side).toBe('over');
    expect(p.top + 200).toBe(phone.height - TOUR_EDGE);
  });
  it('within the phone’s width, whatever the control’s place', () => {
    for (const left of [0, 100, 300, 380]) {
      const p = placeBubble({ top: 100, left, width: 10, height: 30 }, { width: 420, height: 200 }, phone);
      expect(p.width).toBe(phone.width - 2 * TOUR_EDGE);
      expect(p.left).toBeGreaterThanOrEqual(TOUR_EDGE);
      expect(p.left + p.width).toBeLessThanOrEqual(phone.width - TOUR_EDGE);
    }
  });
  it('centred without a control', () => {
    expect(placeBubble(null, bubble, desktop)).toEqual({ top: 284, left: 513, width: 340, side: 'centre' });
  });
});

describe('scrolling a control into sight with its bubble', () => {
  it('does not scroll when both are in sight', () => {
    expect(scrollFor({ top: 200, left: 0, width: 100, height: 50 }, 200, 844, 64)).toBe(0);
  });
  it('brings a control below the screen up, centring it and its bubble under the header', () => {
    const d = scrollFor({ top: 1200, left: 0, width: 100, height: 60 }, 200, 844, 64);
    // after the scroll the control's top sits where control + gap + bubble are centred in the room
    const top = 1200 - d;
    const room = 844 - 64 - TOUR_EDGE;
    expect(top).toBe(64 + (room - (60 + TOUR_GAP + 200)) / 2);
  });
  it('brings a control above the screen (under the header) down', () => {
    expect(scrollFor({ top: 10, left: 0, width: 100, height: 60 }, 200, 844, 64)).toBeLessThan(0);
  });
  it('brings a control too tall for the room to its top', () => {
    expect(scrollFor({ top: 500, left: 0, width: 100, height: 700 }, 200, 844, 64)).toBe(500 - 64);
  });
});
