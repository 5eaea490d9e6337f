import { describe, expect, it } from 'vitest';
import { replayClock, replayControls } from './clock';

const session = { elapsedSec: 245, lengthSec: 3600, replayTime: 1_700_000_245_000, scenario: null };

describe('the replay clock', () => {
  it('shows elapsed of length, the percent gone and the replayed moment', () => {
    expect(replayClock(session)).toEqual({ progress: '4:05 / 1:00:00', percent: 6.8, at: 1_700_000_245_000 });
  });

  it('hides the moment in a class scenario and caps at the end', () => {
    const c = replayClock({ ...session, elapsedSec: 4000, scenario: { classId: 1, className: 'A' } });
    expect(c).toEqual({ progress: '1:00:00 / 1:00:00', percent: 100, at: null });
    expect(replayClock({ ...session, lengthSec: 0, elapsedSec: 0 }).percent).toBe(100);
  });

  it('offers pause while running, step and resume while paused, nothing in a scenario or once ended', () => {
    expect(replayControls({ scenario: null, status: 'active', running: true })).toEqual({
      pause: true,
      resume: false,
      speed: true,
      step: false,
      end: true,
    });
    expect(replayControls({ scenario: null, status: 'active', running: false })).toMatchObject({ pause: false, resume: true, step: true });
    const none = { pause: false, resume: false, speed: false, step: false, end: false };
    expect(replayControls({ scenario: { classId: 1, className: 'A' }, status: 'active', running: true })).toEqual(none);
    expect(replayControls({ scenario: null, status: 'ended', running: false })).toEqual(none);
  });
});
