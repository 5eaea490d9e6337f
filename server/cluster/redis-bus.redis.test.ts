// The Redis bus against the machine's Redis (reached through a proxy the test stops): closing
// while Redis is away takes about a second, never a hang (an app's close waits for it).
import { expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../tests/helpers/cluster.ts';
import { TcpProxy } from '../../tests/helpers/tcp-proxy.ts';
import { RedisClusterBus } from './redis-bus.ts';

const log = { warn: () => {}, error: () => {} };

it('closes within a couple of seconds while Redis does not answer', async () => {
  const proxy = await TcpProxy.open(Number(new URL(TEST_REDIS_URL).port || 6379));
  try {
    const bus = await RedisClusterBus.open(
      { redisUrl: proxy.url('redis'), redisPrefix: 't:bus-close', instanceId: 'x', role: 'candidate', instanceUrl: null, leaseMs: 3000 },
      log,
    );
    await proxy.stop();
    // the reader is waiting to reconnect now
    await new Promise((r) => setTimeout(r, 700));
    const started = Date.now();
    await bus.close();
    expect(Date.now() - started).toBeLessThan(2500);
  } finally {
    await proxy.close();
  }
});
