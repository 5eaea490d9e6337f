// Runs `prisma generate` offline for both stores: the SQLite client (server/generated/prisma)
// and the PostgreSQL one (server/generated/prisma-pg, from prisma/postgres/schema.prisma,
// decision 079). Generation itself is wasm; the CLI only wants a schema-engine binary path it
// never uses, and would try to download one otherwise.
import { spawnSync } from 'node:child_process';

for (const schema of ['prisma/schema.prisma', 'prisma/postgres/schema.prisma']) {
  const result = spawnSync('npx', ['--no-install', 'prisma', 'generate', '--schema', schema], {
    stdio: 'inherit',
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
