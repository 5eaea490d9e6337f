// Guided first steps on the trading screens (issue 43 point 3, decision 104): each screen's
// tour (the controls it points at, in order), its walk (next, back, skip) and what this device
// remembers of the tours (finished or skipped, per screen). Pure: no DOM, no storage.
import type { TradeMode } from './mode';

/** The trading screens that have a tour (their panels' test prefixes). */
export type TourScreen = 'fast' | 'contract' | 'spot';

/** How a tour ended: walked to its last step, or skipped (the offer declined counts as skipped). */
export type TourOutcome = 'done' | 'skipped';

/**
 * Each screen's steps in the order the tour walks them. A step points at the element carrying
 * `data-tour="<screen>-<step>"`; its title and text are `tour.<screen>.<step>.title|body` (trade namespace).
 */
export const TOUR_STEPS = {
  fast: ['product', 'duration', 'stake', 'direction', 'place'],
  contract: ['orderType', 'lots', 'leverage', 'stops', 'side', 'positions'],
  spot: ['side', 'price', 'amount', 'book', 'orders'],
} as const satisfies Record<TourScreen, readonly string[]>;

export type TourStepId<S extends TourScreen = TourScreen> = (typeof TOUR_STEPS)[S][number];

/** The value of the `data-tour` attribute a step points at. */
export function tourTarget(screen: TourScreen, step: string): string {
  return `${screen}-${step}`;
}

/** Where a walk is: on a step (0-based), or ended. */
export type TourProgress = { kind: 'running'; step: number } | { kind: 'ended'; outcome: TourOutcome };

export type TourMove = 'next' | 'back' | 'skip';

/**
 * One move of a walk through `total` steps: next past the last step finishes it, back on the
 * first stays there, skip ends it skipped wherever it is. An ended walk does not move.
 */
export function moveTour(progress: TourProgress, total: number, move: TourMove): TourProgress {
  if (progress.kind === 'ended') return progress;
  if (move === 'skip') return { kind: 'ended', outcome: 'skipped' };
  if (move === 'back') return { kind: 'running', step: Math.max(0, progress.step - 1) };
  return progress.step + 1 >= total ? { kind: 'ended', outcome: 'done' } : { kind: 'running', step: progress.step + 1 };
}

/** What this device remembers: each screen's tour finished or skipped (a screen absent: never answered). */
export type TourMemory = Partial<Record<TourScreen, TourOutcome>>;

const SCREENS = Object.keys(TOUR_STEPS) as TourScreen[];
const OUTCOMES: readonly string[] = ['done', 'skipped'] satisfies TourOutcome[];

/** Reads the stored memory; anything unreadable (hand-edited, an older shape) reads as nothing remembered. */
export function parseTourMemory(raw: string | null): TourMemory {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const memory: TourMemory = {};
  for (const screen of SCREENS) {
    const outcome = (value as Record<string, unknown>)[screen];
    if (typeof outcome === 'string' && OUTCOMES.includes(outcome)) memory[screen] = outcome as TourOutcome;
  }
  return memory;
}

/** The memory with the screen's tour ended (a tour finished later replaces an earlier skip). */
export function rememberTour(memory: TourMemory, screen: TourScreen, outcome: TourOutcome): TourMemory {
  return { ...memory, [screen]: outcome };
}

/** The tour is offered on a screen in demo mode until it has been finished or skipped there once. */
export function offersTour(memory: TourMemory, screen: TourScreen, mode: TradeMode): boolean {
  return mode === 'demo' && memory[screen] === undefined;
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Room kept between the bubble and the screen's edges, and between the bubble and its control. */
export const TOUR_EDGE = 8;
export const TOUR_GAP = 12;

/**
 * Where a step's bubble goes on a `viewport` (width × height) screen: below its control when it
 * fits there, else above (across: centred on the control, never past an edge); else beside it, to
 * the right or the left, level with its top (a tall control on a wide screen: an order book);
 * else along the bottom edge, over the control's lower part (a tall control on a phone). The
 * bubble is never wider than the screen less its edges. Without a control (not on the screen)
 * the bubble is centred.
 */
export function placeBubble(
  target: Box | null,
  bubble: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number; width: number; side: 'below' | 'above' | 'right' | 'left' | 'over' | 'centre' } {
  const width = Math.min(bubble.width, viewport.width - 2 * TOUR_EDGE);
  const clampLeft = (left: number) => Math.min(Math.max(left, TOUR_EDGE), viewport.width - width - TOUR_EDGE);
  if (!target) {
    return {
      top: Math.max(TOUR_EDGE, (viewport.height - bubble.height) / 2),
      left: clampLeft((viewport.width - width) / 2),
      width,
      side: 'centre',
    };
  }
  const left = clampLeft(target.left + target.width / 2 - width / 2);
  const below = target.top + target.height + TOUR_GAP;
  if (below + bubble.height <= viewport.height - TOUR_EDGE) return { top: below, left, width, side: 'below' };
  const above = target.top - TOUR_GAP - bubble.height;
  if (above >= TOUR_EDGE) return { top: above, left, width, side: 'above' };
  const level = Math.min(Math.max(target.top, TOUR_EDGE), viewport.height - TOUR_EDGE - bubble.height);
  const right = target.left + target.width + TOUR_GAP;
  if (right + width <= viewport.width - TOUR_EDGE) return { top: level, left: right, width, side: 'right' };
  const leftOf = target.left - TOUR_GAP - width;
  if (leftOf >= TOUR_EDGE) return { top: level, left: leftOf, width, side: 'left' };
  return { top: Math.max(TOUR_EDGE, viewport.height - TOUR_EDGE - bubble.height), left, width, side: 'over' };
}

/**
 * How far to scroll (positive: down) so that a step's control and its bubble below it are in
 * sight together, centred in the room under the sticky header (`top`); a control too tall for
 * that comes to the top of the room. Nothing when the control is in sight with room for the
 * bubble below or above it.
 */
export function scrollFor(target: Box, bubbleHeight: number, viewportHeight: number, top: number): number {
  const need = target.height + TOUR_GAP + bubbleHeight;
  const room = viewportHeight - top - TOUR_EDGE;
  const inSight = target.top >= top && target.top + target.height <= viewportHeight - TOUR_EDGE;
  const fitsBelow = target.top + need <= viewportHeight - TOUR_EDGE;
  const fitsAbove = target.top - TOUR_GAP - bubbleHeight >= top;
  if (inSight && (fitsBelow || fitsAbove)) return 0;
  const wanted = need <= room ? top + (room - need) / 2 : top;
  return target.top - wanted;
}
