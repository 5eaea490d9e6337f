import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'shared/**/*.test.ts', 'client/src/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    // two files at a time on this 2-core machine (the default leaves one core idle). Not more:
    // measured, the run keeps both cores busy at two (about 1 % idle; a page load costs chromium
    // about 2 s of CPU), and four took as long with every file twice as slow
    maxWorkers: 2,
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
