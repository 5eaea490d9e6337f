import { describe, expect, it } from 'vitest';
import { controlled, type ReplayClock, replayTimeAt } from './replay-time.ts';

const T0 = 1_000_000;
const START = 5_000_000;
const clock = (over: Partial<ReplayClock> = {}): ReplayClock => ({
  running: true,
  speed: 60,
  anchorAt: T0,
  anchorReplay: START,
  startTime: START,
  endTime: START + 3_600_000,
  ...over,
});

describe('replay time', () => {
  it('runs at its speed from the anchor, and stands still while paused', () => {
    expect(replayTimeAt(clock(), T0)).toBe(START);
    expect(replayTimeAt(clock(), T0 + 1000)).toBe(START + 60_000);
    expect(replayTimeAt(clock({ speed: 5 }), T0 + 2000)).toBe(START + 10_000);
    expect(replayTimeAt(clock({ running: false }), T0 + 10_000)).toBe(START);
  });

  it('is capped at the end and never before the start (a scenario anchored in the future)', () => {
    expect(replayTimeAt(clock(), T0 + 61_000)).toBe(START + 3_600_000);
    expect(replayTimeAt(clock({ anchorAt: T0 + 5000 }), T0)).toBe(START);
  });

  it('pause, speed and resume move the anchor: the replay time never jumps', () => {
    let c = clock();
    c = controlled(c, { action: 'pause' }, T0 + 1000);
    expect(c).toMatchObject({ running: false, anchorAt: T0 + 1000, anchorReplay: START + 60_000 });
    expect(replayTimeAt(c, T0 + 50_000)).toBe(START + 60_000);
    c = controlled(c, { action: 'speed', speed: 5 }, T0 + 50_000);
    expect(replayTimeAt(c, T0 + 50_000)).toBe(START + 60_000);
    c = controlled(c, { action: 'resume' }, T0 + 60_000);
    expect(replayTimeAt(c, T0 + 62_000)).toBe(START + 60_000 + 10_000);
    c = controlled(c, { action: 'speed', speed: 20 }, T0 + 62_000);
    expect(replayTimeAt(c, T0 + 63_000)).toBe(START + 70_000 + 20_000);
  });

  it('a step moves a paused replay on by its seconds, never past the end', () => {
    const paused = clock({ running: false });
    expect(replayTimeAt(controlled(paused, { action: 'step', seconds: 30 }, T0 + 9999), T0 + 20_000)).toBe(START + 30_000);
    const nearEnd = clock({ running: false, anchorReplay: START + 3_599_000 });
    expect(replayTimeAt(controlled(nearEnd, { action: 'step', seconds: 3600 }, T0), T0)).toBe(START + 3_600_000);
  });
});
