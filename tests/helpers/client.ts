// The built client, for the tests that serve it: the global setup builds it in the background
// (tests/global-setup.ts) while other tests run; these wait for its marker.
import fs from 'node:fs';
import { CLIENT_BUILD_MARKER } from './paths.ts';

/** Resolves once the run's client build is done; rejects with the build's output when it failed. */
export async function clientBuilt(timeoutMs = 170_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(CLIENT_BUILD_MARKER)) {
      const status = JSON.parse(fs.readFileSync(CLIENT_BUILD_MARKER, 'utf8')) as { ok: boolean; message?: string };
      if (status.ok) return;
      throw new Error(status.message ?? 'client build failed');
    }
    if (Date.now() > until) throw new Error(`the client build did not finish within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
