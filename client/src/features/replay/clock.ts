// The replay clock as a session view shows it: how far it has gone (elapsed of its length, as
// clocks) and, outside a class's scenario, the replayed moment itself.
import { formatClock } from '../../lib/trading/practice';
import type { ReplaySession } from './types';

export interface ReplayClock {
  /** "4:05 / 1:00:00" */
  progress: string;
  /** 0–100, for a progress bar. */
  percent: number;
  /** The replayed moment (epoch ms), or null in a scenario (its date stays hidden) and before the first tick. */
  at: number | null;
}

export function replayClock(session: Pick<ReplaySession, 'elapsedSec' | 'lengthSec' | 'replayTime' | 'scenario'>): ReplayClock {
  const length = Math.max(0, session.lengthSec);
  const elapsed = Math.min(Math.max(0, session.elapsedSec), length);
  return {
    progress: `${formatClock(elapsed)} / ${formatClock(length)}`,
    percent: length === 0 ? 100 : Math.round((elapsed / length) * 1000) / 10,
    at: session.scenario ? null : session.replayTime,
  };
}

/** The controls a session offers: none in a scenario (the teacher's clock) or once ended; step only while paused. */
export function replayControls(session: Pick<ReplaySession, 'scenario' | 'status' | 'running'>) {
  const own = session.scenario === null && session.status === 'active';
  return { pause: own && session.running, resume: own && !session.running, speed: own, step: own && !session.running, end: own };
}
