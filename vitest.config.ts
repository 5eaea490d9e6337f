import { defineConfig } from 'vitest/config';
import TierSequencer from './tests/sequencer.ts';

// Three tiers (issue 30), one `npm test` over all of them:
// - unit: logic beside its code (server/, shared/, client/src/, scripts/); no server, no browser
// - integration: buildApp() on a fresh SQLite copy per file, supertest, websockets, fault tests
// - browser: playwright-core driving Debian's chromium against the built client
// `npm run test:unit` / `npm run test:integration` / `npm run test:browser` run one tier.
const UNIT = ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/*.test.ts', 'client/src/**/*.test.ts', 'scripts/**/*.test.ts'];
// the help centre's example tests need a listening sandbox: the integration tier runs them
// (tests/integration/sandbox-example.test.ts), never the unit tier on their own
const EXAMPLES = ['shared/examples/**'];
const INTEGRATION = ['tests/integration/**/*.test.ts', 'tests/fault/**/*.test.ts'];
const BROWSER = ['tests/browser/**/*.test.ts'];
// `npm run test:pg` (TEST_STORE=postgres) runs the integration tier on PostgreSQL (issue 34).
// Not there: the tests of the SQLite file itself (its fsync setting with backup and restore of
// the file, its migrations, a process killed mid-write on it); the PostgreSQL store has its
// own schema and migration tests, which need a PostgreSQL server: only in that run, so
// `npm test` needs none.
// (several instances share PostgreSQL and Redis: a cluster refuses SQLite, decision 081)
const POSTGRES_STORE_ONLY = ['tests/integration/pg-schema.test.ts', 'tests/integration/cluster/**'];
// tests beside the code that need a server (PostgreSQL; Redis for the cluster's code): in that
// run's integration tier, so `npm test` needs neither server
const POSTGRES_BESIDE_CODE = ['server/**/*.pg.test.ts', 'server/**/*.redis.test.ts'];
const SQLITE_STORE_ONLY = [
  'tests/integration/durability.test.ts',
  // a sandbox runs on SQLite only (decision 097); what a normal server shows: sandbox-absent.test.ts on both
  'tests/integration/sandbox-mode.test.ts',
  'tests/integration/sandbox-magic.test.ts',
  'tests/integration/sandbox-fixtures.test.ts',
  'tests/integration/sandbox-snapshots.test.ts',
  'tests/integration/sandbox-clock.test.ts',
  'tests/integration/sandbox-scripts.test.ts',
  'tests/integration/sandbox-example.test.ts',
  'tests/integration/copy-trading-sandbox.test.ts',
  'tests/integration/migrations.test.ts',
  'tests/fault/ledger-crash.test.ts',
];
const ON_POSTGRES = process.env.TEST_STORE === 'postgres';

export default defineConfig({
  test: {
    // the migrated, seeded template database every tier copies (built once per run, whatever
    // tiers run); the built client for the tiers that serve it (tests/global-setup.ts)
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    // integration, browser, unit: see tests/sequencer.ts
    sequence: { sequencer: TierSequencer },
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
    // (a first hook may wait for the client's background build: tests/helpers/client.ts)
    hookTimeout: 180_000,
    // on CI a failed test runs once more (decision 083): a journey that failed to a stall of a
    // loaded machine must not sink the run; .ci/run lists every test that passed only on its
    // retry (tests/flaky-reporter.ts), so a flake is seen and fixed, never absorbed unseen
    retry: process.env.CI ? 1 : 0,
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, exclude: [...POSTGRES_BESIDE_CODE, ...EXAMPLES] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ON_POSTGRES ? [...INTEGRATION, ...POSTGRES_BESIDE_CODE] : INTEGRATION,
          exclude: ON_POSTGRES ? SQLITE_STORE_ONLY : POSTGRES_STORE_ONLY,
        },
      },
      { extends: true, test: { name: 'browser', include: BROWSER } },
    ],
  },
});
