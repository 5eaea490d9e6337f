import { expect, it } from 'vitest';
import { onceSettled } from './once-settled.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

it('runs once for a burst, after the microtask; waits while a transaction is open; runs again for a later burst', async () => {
  let open = false;
  let runs = 0;
  const schedule = onceSettled(
    () => open,
    () => runs++,
  );
  schedule();
  schedule();
  expect(runs).toBe(0);
  await Promise.resolve();
  expect(runs).toBe(1);

  open = true;
  schedule();
  schedule();
  await turn();
  await turn();
  expect(runs).toBe(1);
  open = false;
  await turn();
  expect(runs).toBe(2);
});
