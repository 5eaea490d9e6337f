// A websocket client (over app.injectWS, or a real connection to a listening app) that collects
// every message; waits are woken by the messages themselves (no polling), with a time-out so a
// missing message fails the test.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { TestApp } from './app.ts';

export interface WsClient {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  /** Waits until at least n messages arrived (or 2 s passed) and returns them. */
  next(n: number): Promise<Record<string, unknown>[]>;
  /** Waits for the first message after index `from` matching `pred`. */
  waitFor(pred: (m: Record<string, unknown>) => boolean, from?: number): Promise<Record<string, unknown>>;
  send(m: unknown): void;
  closedWith(): number | undefined;
  /** The close code, once closed (undefined if it stays open for 2 s). */
  waitClosed(): Promise<number | undefined>;
}

const WAIT_MS = 2000;

/** Collects a socket's messages and close code; `client` wraps the socket once it is open. */
function collector() {
  const messages: Record<string, unknown>[] = [];
  let closed: number | undefined;
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of [...wakers]) w();
  };
  /** Resolves with `check()`'s first defined answer, re-checked on every message and on close; undefined after WAIT_MS. */
  const until = <T>(check: () => T | undefined) =>
    new Promise<T | undefined>((resolve) => {
      const first = check();
      if (first !== undefined) return resolve(first);
      const timer = setTimeout(() => {
        wakers.delete(waker);
        resolve(undefined);
      }, WAIT_MS);
      const waker = () => {
        const found = check();
        if (found === undefined) return;
        clearTimeout(timer);
        wakers.delete(waker);
        resolve(found);
      };
      wakers.add(waker);
    });
  return {
    watch(socket: WebSocket) {
      socket.on('message', (m) => {
        messages.push(JSON.parse(m.toString()));
        wake();
      });
      socket.on('close', (code) => {
        closed = code;
        wake();
      });
    },
    client(ws: WebSocket): WsClient {
      return {
        ws,
        messages,
        async next(n) {
          await until(() => (messages.length >= n ? true : undefined));
          return messages.slice(0, n);
        },
        async waitFor(pred, from = 0) {
          const found = await until(() => messages.slice(from).find(pred));
          if (!found) throw new Error(`no matching message; got ${JSON.stringify(messages).slice(0, 500)}`);
          return found;
        },
        send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
        closedWith: () => closed,
        waitClosed: () => until(() => closed),
      };
    },
  };
}

export async function connectWs(t: TestApp, path = '/ws', headers: Record<string, string> = {}): Promise<WsClient> {
  const c = collector();
  const ws: WebSocket = await t.app.injectWS(path, { headers }, { onInit: (socket) => c.watch(socket) });
  return c.client(ws);
}

/** A real connection (the ws package) to `url`, e.g. a listening test app's `ws://127.0.0.1:<port>/ws-api/v3`. */
export async function connectWsUrl(url: string): Promise<WsClient> {
  const c = collector();
  const ws = new WebSocket(url);
  c.watch(ws);
  await once(ws, 'open');
  return c.client(ws);
}

/** Listens on a free loopback port (for real TCP connections) and answers the port. */
export async function listenLocally(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}
