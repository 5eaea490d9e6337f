// A practice wallet as the practice terminal draws it (issue 43, decision 106): the replay's
// session or a class's wallet, what it may trade and the prices to chart. The replay and classes
// features describe their wallet; the app gives them the terminal (features/practice) to draw it.
import type { ReactNode } from 'react';

export type PracticeKind = 'fast' | 'contract' | 'spot';

export const PRACTICE_KINDS: readonly PracticeKind[] = ['fast', 'contract', 'spot'];

export interface PracticeWallet {
  /** The wallet's routes: /api/replay/sessions/<id> or /api/classes/<id> (…/state, …/orders, …). */
  base: string;
  productId: number;
  symbol: string;
  /** The kinds it may trade (a class's; every kind in a replay). */
  kinds: readonly PracticeKind[];
  /** [time, price] pairs to chart, oldest first (replay time, or ms since a scenario's start when `relative`). */
  ticks: readonly (readonly [number, string])[];
  relative: boolean;
  /** An ended replay or class: shown, no longer traded. */
  closed: boolean;
  /** Read the wallet again this often (ms): a replay at speed moves faster than the live market. */
  refreshMs: number;
}

/** Draws a practice wallet (composed by the app: features do not import each other). */
export type PracticeTerminalView = (wallet: PracticeWallet, compact: boolean) => ReactNode;

/** Seconds as a clock: "4:05", "1:02:03" (a scenario's elapsed time, a replay's length, a relative chart axis). */
export function formatClock(totalSec: number): string {
  const s = Math.max(0, Math.floor(totalSec));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** The replay speeds (a replay's and a class scenario's). */
export const REPLAY_SPEEDS = [1, 5, 20, 60] as const;
export type ReplaySpeedChoice = (typeof REPLAY_SPEEDS)[number];

/** Draws a replay session (a class's shared scenario for a learner; composed by the app). */
export type ReplaySessionView = (sessionId: number, compact: boolean) => ReactNode;
