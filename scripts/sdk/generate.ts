// npm run sdk:generate: the typed client's types (shared/sdk, decision 098) from the OpenAPI
// document of the app as it is built now. The app is built without listening, on a migrated and
// seeded database of its own in a temporary folder (its modules read the seeded currencies), in
// sandbox mode: its document is the normal server's plus the sandbox's control API (a test checks
// that), so one client serves both (decision 101).
import { clientTypes, TYPES_FILE } from '@aurora/sdk/generate';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seed } from '../../prisma/seed.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { createPrisma } from '../../server/db/prisma.ts';

/** The app's OpenAPI document (what GET /api/docs/json answers). */
async function serverDocument(dir: string): Promise<object> {
  const databaseFile = path.join(dir, 'platform.db');
  await migrateDeploy(databaseFile);
  const prisma = createPrisma(databaseFile);
  try {
    await seed(prisma, {
      imageDir: path.join(dir, 'images'),
      imagesInDatabase: false,
      adminPassword: 'not-used-not-used',
      passwordCostN: 1024,
    });
  } finally {
    await prisma.$disconnect();
  }
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: `file:${databaseFile}`,
    DATA_DIR: dir,
    IMAGE_DIR: path.join(dir, 'images'),
    MARKET_SEED: 'sdk-generate',
    SANDBOX: 'true',
    // (the app is never served: the token only has to be a valid one)
    SANDBOX_TOKEN: 'sdk-generate-sdk-generate-sdk-generate',
  });
  const app = await buildApp({ config, market: { autoStart: false }, logLevel: 'silent' });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-generate-'));
try {
  const types = await clientTypes(await serverDocument(dir));
  const before = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
  fs.writeFileSync(TYPES_FILE, types);
  console.log(
    `${path.relative(process.cwd(), TYPES_FILE.pathname)}: ${before === types ? 'unchanged' : 'written'} (${types.length} characters)`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
