// The proxy of tcp-proxy.ts, on a thread of its own: the test's thread may be blocked in a
// synchronous client's wait (server/cluster/redis-sync.ts, server/db/store/pg-sync.ts), and a
// proxy on that thread could then never forward the answer it waits for.
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { targetPort, targetHost } = workerData;
const pairs = new Set();
/** forward | hang | stopped */
let mode = 'stopped';
let port = 0;

const server = net.createServer((client) => {
  const upstream = net.connect(targetPort, targetHost);
  const pair = { client, upstream };
  pairs.add(pair);
  const end = () => {
    pairs.delete(pair);
    client.destroy();
    upstream.destroy();
  };
  client.on('error', end).on('close', end);
  upstream.on('error', end).on('close', end);
  // (what arrives while hung is dropped: those connections are cut before forwarding again)
  client.on('data', (data) => {
    if (mode === 'forward') upstream.write(data);
  });
  upstream.on('data', (data) => {
    if (mode === 'forward') client.write(data);
  });
});

function cutAll() {
  for (const { client, upstream } of pairs) {
    client.destroy();
    upstream.destroy();
  }
  pairs.clear();
}

async function handle(command) {
  switch (command) {
    case 'start':
      if (mode === 'hang') cutAll();
      if (mode === 'stopped') {
        await new Promise((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
          });
        });
        port = server.address().port;
      }
      mode = 'forward';
      break;
    case 'stop':
      if (mode !== 'stopped') {
        mode = 'stopped';
        const closed = new Promise((resolve) => server.close(() => resolve()));
        cutAll();
        await closed;
      }
      break;
    case 'hang':
      if (mode === 'stopped') throw new Error('start the proxy before hanging it');
      mode = 'hang';
      break;
    default:
      throw new Error(`unknown command ${command}`);
  }
  return { port, connections: pairs.size };
}

parentPort.on('message', ({ id, command }) => {
  handle(command).then(
    (state) => parentPort.postMessage({ id, ...state }),
    (e) => parentPort.postMessage({ id, error: e.message }),
  );
});
