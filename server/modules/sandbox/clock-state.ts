// Where a sandbox's platform clock is kept between runs (decision 099): a file in the data
// folder with its time, whether it runs and when it was written. A sandbox restarted after an
// advance is not behind its own market and orders: a running clock has moved on by the real time
// the server was down, a stopped one stands where it stopped.
import fs from 'node:fs';
import path from 'node:path';
import { type Clock, SandboxClock } from '../../lib/clock.ts';

interface SavedClock {
  time: number;
  running: boolean;
  /** The source's time when it was written. */
  savedAt: number;
}

const fileOf = (dataDir: string) => path.join(dataDir, 'sandbox-clock.json');

/** The sandbox's clock over `source`, as it was last saved in `dataDir` (the source's own time the first time). */
export function loadSandboxClock(source: Clock, dataDir: string): SandboxClock {
  const clock = new SandboxClock(source);
  const file = fileOf(dataDir);
  if (!fs.existsSync(file)) return clock;
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as SavedClock;
  if (saved.running) clock.set(saved.time + Math.max(0, source.now() - saved.savedAt));
  else {
    clock.setRunning(false);
    clock.set(saved.time);
  }
  return clock;
}

/** Writes the clock's state (after every move the test clock makes). */
export function saveSandboxClock(clock: SandboxClock, dataDir: string) {
  const saved: SavedClock = { time: clock.now(), running: clock.running, savedAt: clock.source.now() };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(fileOf(dataDir), `${JSON.stringify(saved)}\n`);
}
