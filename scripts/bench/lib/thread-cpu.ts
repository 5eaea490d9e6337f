// The main thread's own CPU time, from Linux's schedstat (nanoseconds): the event loop's work
// alone — not V8's compiler and GC helper threads (which process.cpuUsage() adds in), and not
// the time the thread waited for a core that other processes held (which wall time includes).
import fs from 'node:fs';

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

/** Milliseconds of CPU the main thread has used so far; undefined where schedstat is missing. */
export function mainThreadCpuMs(): number | undefined {
  try {
    return Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}
