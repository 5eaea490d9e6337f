// A websocket client over app.injectWS that collects every message.
import type { WebSocket } from 'ws';
import type { TestApp } from './app.ts';

export interface WsClient {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  /** Waits until at least n messages arrived (or ~2 s passed) and returns them. */
  next(n: number): Promise<Record<string, unknown>[]>;
  /** Waits for the first message after index `from` matching `pred`. */
  waitFor(pred: (m: Record<string, unknown>) => boolean, from?: number): Promise<Record<string, unknown>>;
  send(m: unknown): void;
  closedWith(): number | undefined;
  waitClosed(): Promise<number | undefined>;
}

const pause = () => new Promise((r) => setTimeout(r, 10));

export async function connectWs(t: TestApp, path = '/ws', headers: Record<string, string> = {}): Promise<WsClient> {
  const messages: Record<string, unknown>[] = [];
  let closed: number | undefined;
  const ws: WebSocket = await t.app.injectWS(path, { headers }, {
    onInit: (socket) => {
      socket.on('message', (m) => messages.push(JSON.parse(m.toString())));
      socket.on('close', (code) => {
        closed = code;
      });
    },
  });
  return {
    ws,
    messages,
    async next(n) {
      for (let i = 0; i < 200 && messages.length < n; i++) await pause();
      return messages.slice(0, n);
    },
    async waitFor(pred, from = 0) {
      for (let i = 0; i < 200; i++) {
        const found = messages.slice(from).find(pred);
        if (found) return found;
        await pause();
      }
      throw new Error(`no matching message; got ${JSON.stringify(messages).slice(0, 500)}`);
    },
    send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
    closedWith: () => closed,
    async waitClosed() {
      for (let i = 0; i < 200 && closed === undefined; i++) await pause();
      return closed;
    },
  };
}
