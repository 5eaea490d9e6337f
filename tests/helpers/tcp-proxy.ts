// A TCP proxy a test puts between a client and a service (Redis, PostgreSQL) to take the
// service away and give it back without touching it: `stop()` refuses new connections and
// cuts the open ones (the service is down), `hang()` accepts and keeps connections but
// forwards nothing (the service does not answer), `start()` forwards again on the same port.
// It runs on a thread of its own (tcp-proxy-worker.mjs), so it forwards while the test's
// thread waits synchronously for an answer through it.
import { Worker } from 'node:worker_threads';

export class TcpProxy {
  private requests = 0;
  private readonly waiting = new Map<number, { resolve: (port: number) => void; reject: (e: Error) => void }>();
  /** The local port the proxy listens on (kept across stop and start). */
  port = 0;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: { id: number; port: number; error?: string }) => {
      const w = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error) w?.reject(new Error(reply.error));
      else w?.resolve(reply.port);
    });
  }

  /** A proxy forwarding a free local port to `targetHost:targetPort`. */
  static async open(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
    const worker = new Worker(new URL('./tcp-proxy-worker.mjs', import.meta.url), { workerData: { targetPort, targetHost }, execArgv: [] });
    const proxy = new TcpProxy(worker);
    await proxy.start();
    return proxy;
  }

  /** The proxy's address with the service's scheme, e.g. `url('redis')` → redis://127.0.0.1:<port>. */
  url(scheme: string, pathname = ''): string {
    return `${scheme}://127.0.0.1:${this.port}${pathname}`;
  }

  /** Forwards (again, on the same port): connections held by `hang()` are cut, so clients reconnect cleanly. */
  async start(): Promise<void> {
    this.port = await this.send('start');
  }

  /** The service is down: new connections are refused, open ones are cut. */
  async stop(): Promise<void> {
    await this.send('stop');
  }

  /** The service does not answer: connections are accepted and kept, and nothing is forwarded either way. */
  async hang(): Promise<void> {
    await this.send('hang');
  }

  async close(): Promise<void> {
    await this.stop();
    await this.worker.terminate();
  }

  private send(command: 'start' | 'stop' | 'hang'): Promise<number> {
    const id = ++this.requests;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, command });
    });
  }
}
