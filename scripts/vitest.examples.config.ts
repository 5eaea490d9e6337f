// `npm run test:examples`: the help centre's example tests (shared/examples) against a sandbox of
// your own, as a reader runs them (README "Testing against Aurora"):
//   AURORA_URL=http://localhost:3000 SANDBOX_TOKEN=$(cat data/sandbox/sandbox-token) npm run test:examples
// Not the suite's config: no template database, no client build (the suite runs the examples
// against its own sandbox in tests/integration/sandbox-example.test.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: { include: ['shared/examples/**/*.test.ts'], testTimeout: 120_000 },
});
