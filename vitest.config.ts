import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'shared/**/*.test.ts', 'client/src/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    // three files at a time on this 2-core machine: the browser files spend most of their time
    // waiting on a page, not computing (at two workers the whole run used under half of the two
    // cores: about 540 s of CPU in a 600 s run)
    maxWorkers: 3,
    // the files of a worker share loaded modules: importing the server (Fastify, Prisma, zod
    // schemas) once per worker instead of once per file halves the suite's CPU time. Files
    // share no state: each builds its own app on its own database copy (tests/setup.ts
    // clears the 500 log at each file's start)
    isolate: false,
    // a timeout guards a hang, never speed (tests do not fail on timing): generous, as the
    // machine may be shared
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
