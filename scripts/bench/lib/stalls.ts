// The longest event-loop stall while some work runs: the larger of the event loop's delay
// histogram and the longest gap between 1 ms timer turns.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Starts watching; the function it returns stops and gives the longest stall in ms. */
export function watchStalls(): () => number {
  const h = monitorEventLoopDelay({ resolution: 1 });
  let longest = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  h.enable();
  return () => {
    h.disable();
    clearInterval(probe);
    return Math.max(longest, h.max / 1e6);
  };
}
