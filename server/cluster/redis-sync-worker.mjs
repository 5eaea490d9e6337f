// The Redis side of the synchronous Redis client (redis-sync.ts): one ioredis connection on
// this thread. A request on `port` is answered on `port`, then the answered id is stored in the
// shared flag and the serving thread, waiting on it, is woken (the pattern of
// server/db/store/pg-sync-worker.mjs). Probes arrive on `probes` and are answered there, for
// the serving thread's event loop: nobody waits for them.
// Plain JavaScript: a worker starts without tsx.
import { workerData } from 'node:worker_threads';
import Redis from 'ioredis';

const { url, port, probes, flag, scripts, commandTimeoutMs, reconnectMs } = workerData;

// Fail fast, never queue: a command while the connection is down fails at once (the serving
// thread then counts elsewhere), and a command Redis does not answer fails after
// commandTimeoutMs instead of piling up. The connection is retried in the background.
const redis = new Redis(url, {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: commandTimeoutMs,
  connectTimeout: Math.max(1000, commandTimeoutMs),
  retryStrategy: () => reconnectMs,
  connectionName: 'tradeplatform-counters',
});
// (an error of the connection is told by the commands that fail; ioredis reconnects)
redis.on('error', () => {});

for (const [name, script] of Object.entries(scripts)) {
  // EVALSHA, and EVAL (which loads it again) when Redis has lost it, e.g. after a restart
  // (no numberOfKeys: the call gives it first)
  redis.defineCommand(name, script.keys === null ? { lua: script.lua } : { numberOfKeys: script.keys, lua: script.lua });
}

/** Resolves once the connection is ready (or at once if it is), rejects after `waitMs`. */
function ready(waitMs) {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`Redis was not ready within ${waitMs} ms`));
    }, waitMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}

async function run(request) {
  switch (request.op) {
    case 'script': {
      const keyCount = scripts[request.name]?.keys === null ? [request.keys.length] : [];
      return await redis[request.name](...keyCount, ...request.keys, ...request.args);
    }
    case 'command': {
      const [command, ...args] = request.args;
      return await redis.call(command, ...args);
    }
    case 'ready':
      return await ready(request.waitMs);
    case 'ping':
      return (await redis.ping()) === 'PONG';
    case 'close':
      await redis.quit().catch(() => redis.disconnect());
      return true;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

function errorOf(e) {
  return { message: e?.message ?? String(e), name: e?.name };
}

port.on('message', (request) => {
  run(request).then(
    (result) => answer(request.id, { result }),
    (e) => answer(request.id, { error: errorOf(e) }),
  );
});

function answer(id, message) {
  port.postMessage({ id, ...message });
  Atomics.store(flag, 0, id | 0);
  Atomics.notify(flag, 0);
}

probes.on('message', (request) => {
  run(request).then(
    (result) => probes.postMessage({ id: request.id, result }),
    (e) => probes.postMessage({ id: request.id, error: errorOf(e) }),
  );
});
