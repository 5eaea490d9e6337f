// The main thread's own CPU time, from Linux's schedstat (nanoseconds): the event loop's work
// alone — not V8's compiler and GC helper threads (which process.cpuUsage() adds in), and not
// the time the thread waited for a core that other processes held (which wall time includes).
import fs from 'node:fs';

/**
 * Milliseconds of CPU the main thread of process `pid` (this one by default) has used so far;
 * undefined where schedstat is missing.
 */
export function mainThreadCpuMs(pid: number = process.pid): number | undefined {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}
