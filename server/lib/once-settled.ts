// Work to do once the synchronous connection's transaction is over (committed or rolled back):
// the pushes that follow a write (sessions ended, messages stored, balances moved). Every money
// transaction is synchronous (no await inside), so by the next microtask it has ended; if an
// async caller still holds one open, it looks again on the next turn of the event loop.

/**
 * Returns `schedule()`: the first call after a run queues `run` for when no transaction is open;
 * further calls before it runs join it (one run for a burst).
 */
export function onceSettled(inTransaction: () => boolean, run: () => void): () => void {
  let queued = false;
  const attempt = () => {
    if (inTransaction()) {
      setImmediate(attempt);
      return;
    }
    queued = false;
    run();
  };
  return () => {
    if (queued) return;
    queued = true;
    queueMicrotask(attempt);
  };
}
