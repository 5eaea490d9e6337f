// Builds one migrated, seeded template database per test run (every test file copies it to a
// fresh file of its own: no shared database, no truncation), and the client when stale for
// the tiers that serve it (browser tests, the start and static-asset tests).
//
// Each tier of vitest.config.ts is a project with this global setup: it runs once per
// project in the same process, so the work is done by the first and shared by the rest.
//
// The client builds in the background while the tests that do not need it run (decision 063):
// vitest starts no test before every global setup has returned, and the build is a quarter of a
// fresh clone's setup. Tests that serve the client wait for its marker (tests/helpers/client.ts).
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildClientInBackground, clientIsStale } from '../scripts/client-build.ts';
import { CLIENT_BUILD_MARKER } from './helpers/paths.ts';
import { createTemplateDatabase } from './helpers/template.ts';

const shared = globalThis as { __templateReady?: Promise<void>; __clientReady?: Promise<void> };

function writeMarker(status: { ok: true } | { ok: false; message: string }) {
  fs.writeFileSync(CLIENT_BUILD_MARKER, JSON.stringify(status));
}

export default async function setup(project: TestProject) {
  // (its first, synchronous step empties the test folder: the marker is written after it)
  shared.__templateReady ??= createTemplateDatabase();
  // (the root project '' runs this too, whatever tiers run: it builds nothing)
  if (project.name === 'integration' || project.name === 'browser') {
    shared.__clientReady ??= (clientIsStale() ? buildClientInBackground() : Promise.resolve()).then(
      () => writeMarker({ ok: true }),
      (e: Error) => writeMarker({ ok: false, message: e.message }),
    );
  }
  await shared.__templateReady;
  // the run ends only after the build (a child process) has: its teardown waits for it
  return async () => {
    await shared.__clientReady;
  };
}
