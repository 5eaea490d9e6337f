// Keeps the ledger's flow index (postings by account) close behind the writers: once a
// second, index everything new in bounded steps with an event-loop turn between them, so a
// burst of postings (a settlement run, a batch job) never turns into one long stall.
import type { Ledger } from './ledger.ts';

export interface FlowIndexer {
  /** Indexes until caught up (yielding between steps); resolves with the postings indexed. */
  catchUp(): Promise<number>;
  stop(): void;
}

export function startFlowIndexer(ledger: Ledger, onError: (e: unknown) => void, intervalMs = 1000): FlowIndexer {
  let running: Promise<number> | undefined;
  let stopped = false;
  const catchUp = () => {
    running ??= (async () => {
      let total = 0;
      try {
        while (!stopped) {
          const n = ledger.indexFlowStep();
          if (n === 0) break;
          total += n;
          await new Promise((r) => setImmediate(r));
        }
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  };
  const timer = setInterval(() => catchUp().catch(onError), intervalMs);
  timer.unref();
  return {
    catchUp,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
