// Baseline for scripts/bench/ticks.ts: a bare `ws` server broadcasting one frame of the
// given size to every client at the given interval, serialized once per tick.
// usage: node bare-ws-server.mjs <port, 0 for a free one> <intervalMs> <payloadBytes>; prints "listening <port>"
import { WebSocketServer } from 'ws';

const [port, interval, size] = process.argv.slice(2).map(Number);
const wss = new WebSocketServer({ port, host: '127.0.0.1', perMessageDeflate: false });
wss.on('listening', () => console.log(`listening ${wss.address().port}`));
let seq = 0;
const filler = 'x'.repeat(Math.max(0, size - 80));
setInterval(() => {
  const payload = Buffer.from(JSON.stringify({ type: 'update', channel: 'quotes', seq: ++seq, time: Date.now(), data: filler }));
  for (const ws of wss.clients) if (ws.readyState === 1) ws.send(payload);
}, interval);
