// A replay's clock (decision 106): replay time = anchorReplay + (now − anchorAt) × speed while
// running, anchorReplay while paused, never before its start nor past its end. Pause, resume,
// speed and step move the anchor to now, so the replay time never jumps. Pure: the service and
// its unit test read the same arithmetic.

export type ReplaySpeed = 1 | 5 | 20 | 60;

/** A session's clock as stored. */
export interface ReplayClock {
  running: boolean;
  speed: ReplaySpeed;
  /** Platform time (epoch ms) of the anchor. */
  anchorAt: number;
  /** Replay time (period time, epoch ms) at the anchor. */
  anchorReplay: number;
  startTime: number;
  endTime: number;
}

/** The replay time at platform time `now`. */
export function replayTimeAt(c: ReplayClock, now: number): number {
  const t = c.running ? c.anchorReplay + Math.max(0, now - c.anchorAt) * c.speed : c.anchorReplay;
  return Math.min(c.endTime, Math.max(c.startTime, t));
}

export type ReplayAction =
  | { action: 'pause' }
  | { action: 'resume' }
  | { action: 'speed'; speed: ReplaySpeed }
  | { action: 'step'; seconds: number };

/** The clock after an action at `now` (a step of a running clock is the caller's refusal: REPLAY_NOT_PAUSED). */
export function controlled(c: ReplayClock, a: ReplayAction, now: number): ReplayClock {
  const here = replayTimeAt(c, now);
  switch (a.action) {
    case 'pause':
      return { ...c, running: false, anchorAt: now, anchorReplay: here };
    case 'resume':
      return { ...c, running: true, anchorAt: now, anchorReplay: here };
    case 'speed':
      return { ...c, speed: a.speed, anchorAt: now, anchorReplay: here };
    case 'step':
      return { ...c, anchorAt: now, anchorReplay: Math.min(c.endTime, here + a.seconds * 1000) };
  }
}
