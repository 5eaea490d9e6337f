import { expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { PeriodicJobs } from './periodic-jobs.ts';

it('a job runs at the first poll, then once its interval of clock time has passed', async () => {
  const clock = new ManualClock(1_000_000);
  const runs: number[] = [];
  const jobs = new PeriodicJobs(clock, () => {});
  jobs.add({ name: 'tick', everyMs: 600_000, run: (now) => runs.push(now) });
  await jobs.runDue();
  clock.advance(599_999);
  await jobs.runDue();
  expect(runs).toEqual([1_000_000]);
  clock.advance(1);
  await jobs.runDue();
  expect(runs).toEqual([1_000_000, 1_600_000]);
});

it('a failing job is reported and the others still run', async () => {
  const clock = new ManualClock(0);
  const errors: string[] = [];
  let ran = false;
  const jobs = new PeriodicJobs(clock, (name) => errors.push(name));
  jobs.add({
    name: 'broken',
    everyMs: 1000,
    run: () => {
      throw new Error('boom');
    },
  });
  jobs.add({
    name: 'fine',
    everyMs: 1000,
    run: () => {
      ran = true;
    },
  });
  await jobs.runDue();
  expect(errors).toEqual(['broken']);
  expect(ran).toBe(true);
});

it('polls every minute, or as often as its most frequent job', () => {
  const jobs = new PeriodicJobs(new ManualClock(0), () => {});
  expect(jobs.pollMs()).toBe(60_000);
  jobs.add({ name: 'hourly', everyMs: 3_600_000, run: () => {} });
  expect(jobs.pollMs()).toBe(60_000);
  jobs.add({ name: 'each second', everyMs: 1000, run: () => {} });
  expect(jobs.pollMs()).toBe(1000);
});
