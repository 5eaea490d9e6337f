// Runs `prisma generate` offline. Generation itself is wasm; the CLI only wants a
// schema-engine binary path it never uses, and would try to download one otherwise.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['--no-install', 'prisma', 'generate'], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
process.exit(result.status ?? 1);
