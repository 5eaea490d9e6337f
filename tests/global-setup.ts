// Builds one migrated, seeded template database per test run (every test file copies it to a
// fresh file of its own: no shared database, no truncation), and the client when stale for
// the tiers that serve it (browser tests, the start and static-asset tests).
//
// Each tier of vitest.config.ts is a project with this global setup: it runs once per
// project in the same process, so the work is done by the first and shared by the rest.
import type { TestProject } from 'vitest/node';
import { buildClient, clientIsStale } from '../scripts/client-build.ts';
import { createTemplateDatabase } from './helpers/template.ts';

const shared = globalThis as { __templateReady?: Promise<void>; __clientReady?: Promise<void> };

export default async function setup(project: TestProject) {
  shared.__templateReady ??= createTemplateDatabase();
  await shared.__templateReady;
  if (project.name !== 'unit') {
    shared.__clientReady ??= Promise.resolve().then(() => {
      if (clientIsStale()) buildClient();
    });
    await shared.__clientReady;
  }
}
