// The ws internals ws-frames.ts relies on: this fails when an upgrade of the ws package changes
// them (the socket under a WebSocket, its sender's queue, bufferedAmount counting direct writes,
// the negotiated extensions), so the hub's direct frame writes are reviewed again.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { framedText, frameSocket, senderBusy, textFrame, writeFramed } from './ws-frames.ts';

const open: { close(): void }[] = [];
afterEach(() => {
  for (const o of open.splice(0)) o.close();
});

/** A server and a client connected to it; the server side's socket. */
async function pair(perMessageDeflate = false) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate });
  open.push(wss);
  await once(wss, 'listening');
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, { perMessageDeflate });
  open.push({ close: () => client.terminate() });
  const [server] = (await once(wss, 'connection')) as [WebSocket];
  await once(client, 'open');
  return { server, client };
}

describe('ws internals the hub writes frames under', () => {
  it('the socket under a connection, an idle sender, and bufferedAmount counting direct writes', async () => {
    const { server, client } = await pair();
    const socket = frameSocket(server);
    expect(socket).toBeInstanceOf(Socket);
    expect(senderBusy(server)).toBe(false);
    (socket as Socket).cork();
    socket?.write(textFrame(Buffer.from('{"a":1}')));
    expect(server.bufferedAmount).toBe((socket as Socket).writableLength);
    expect(server.bufferedAmount).toBeGreaterThan(0);
    (socket as Socket).uncork();
    const [data, isBinary] = (await once(client, 'message')) as [Buffer, boolean];
    expect([data.toString(), isBinary]).toEqual(['{"a":1}', false]);
  });

  it('frames of every length encoding (7-bit, 16-bit, 64-bit) arrive whole, between frames ws sends itself', async () => {
    const { server, client } = await pair();
    const texts = [0, 125, 126, 65535, 65536, 70000].map((n) => 'x'.repeat(n));
    const received: string[] = [];
    client.on('message', (d: Buffer) => received.push(d.toString()));
    for (const text of texts) {
      frameSocket(server)?.write(textFrame(Buffer.from(text)));
      server.send('ws');
    }
    while (received.length < 2 * texts.length) await once(client, 'message');
    expect(received).toEqual(texts.flatMap((t) => [t, 'ws']));
  });

  it('a compressed connection has no socket to write to (its frames go through ws)', async () => {
    const { server } = await pair(true);
    expect(frameSocket(server)).toBeUndefined();
  });

  it('one framed message is the same bytes for every socket, direct or through ws when the connection compresses', async () => {
    const plain = await pair();
    const compressed = await pair(true);
    const out = framedText('{"stream":"btcusdt@trade","data":{"p":"1.5"}}');
    // the payload is the frame's tail, not a copy
    expect(out.payload.buffer).toBe(out.frame.buffer);
    expect(out.frame.subarray(out.frame.length - out.payload.length).toString()).toBe(out.payload.toString());
    const received = Promise.all([once(plain.client, 'message'), once(compressed.client, 'message')]);
    writeFramed(plain.server, frameSocket(plain.server), out);
    writeFramed(compressed.server, frameSocket(compressed.server), out);
    const texts = (await received).map(([data]) => (data as Buffer).toString());
    expect(texts).toEqual([out.payload.toString(), out.payload.toString()]);
  });
});
