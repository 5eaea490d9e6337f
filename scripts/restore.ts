// `npm run restore -- <backup folder> [--replace]`: puts a backup made by `npm run backup` in
// place as DATABASE_URL (decision 072). Refused while a server has the database open; over an
// existing database only with --replace (it is moved aside as <file>.replaced-<time>, not
// deleted). The backup is checked first on a copy: its checksum, SQLite's integrity check and
// the ledger reconcile (`npm run ledger:reconcile`'s checks).
import { loadConfig } from '../server/config.ts';
import { BackupError, restore } from '../server/db/backup.ts';

const args = process.argv.slice(2);
const from = args.find((a) => !a.startsWith('--'));
const unknown = args.filter((a) => a.startsWith('--') && a !== '--replace');
if (!from || unknown.length > 0) {
  console.error('Usage: npm run restore -- <backup folder> [--replace]');
  process.exit(2);
}
const config = loadConfig(process.env);
if (config.postgresUrl) {
  console.error(
    'This is the SQLite store\'s backup; on PostgreSQL use pg_dump / pg_restore and point-in-time recovery (README, "Operations: PostgreSQL").',
  );
  process.exit(2);
}
try {
  const r = restore(
    from,
    { databaseFile: config.databaseFile, dataDir: config.dataDir, imageDir: config.imageDir },
    { replace: args.includes('--replace') },
  );
  console.log(
    `Restored ${from} (taken ${r.manifest.createdAt}, ${r.manifest.journals} ledger journals) to ${config.databaseFile}: integrity ok, the ledger reconciles.`,
  );
  if (r.replacedTo) console.log(`The database it replaced is at ${r.replacedTo}.`);
} catch (e) {
  if (!(e instanceof BackupError)) throw e;
  console.error(`Restore refused: ${e.message}`);
  process.exit(1);
}
