import { expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';

it('hashes with a salt and verifies', async () => {
  const a = await hashPassword('correct horse', 1024);
  const b = await hashPassword('correct horse', 1024);
  expect(a).not.toBe(b);
  expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
  expect(await verifyPassword('correct horse', a)).toBe(true);
  expect(await verifyPassword('correct horsE', a)).toBe(false);
  expect(await verifyPassword('anything', decoyHash(1024))).toBe(false);
  expect(await verifyPassword('anything', 'garbage')).toBe(false);
});

it('answers "busy, retry" at once when the hashing queue is full, and serves the priority lane first', async () => {
  const { ScryptPool, ScryptPoolBusyError } = await import('./scrypt-pool.ts');
  const pool = new ScryptPool({ workers: 1, maxQueued: 2, maxPriorityQueued: 1 });
  try {
    const job = { password: 'x', salt: new Uint8Array(16), N: 1024, r: 8, p: 1, keyLength: 32 };
    const order: string[] = [];
    const track = (name: string, p: Promise<Buffer>) => p.then(() => order.push(name));
    const running = track('running', pool.derive(job));
    const queued = [track('normal-1', pool.derive(job)), track('normal-2', pool.derive(job))];
    await expect(pool.derive(job)).rejects.toBeInstanceOf(ScryptPoolBusyError);
    const first = track('priority', pool.derive(job, { priority: true }));
    await expect(pool.derive(job, { priority: true })).rejects.toBeInstanceOf(ScryptPoolBusyError);
    await Promise.all([running, ...queued, first]);
    expect(order).toEqual(['running', 'priority', 'normal-1', 'normal-2']);
    expect(pool.stats()).toMatchObject({ running: 0, queued: 0, derived: 4, busy: 2 });
  } finally {
    await pool.close();
  }
});
