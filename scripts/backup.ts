// `npm run backup [-- <folder>]`: a consistent backup of DATABASE_URL while the server runs
// (SQLite's online backup API, decision 072), with the data folder's secrets, uploads and
// images, into <folder> (default: $DATA_DIR/backups/<UTC time>). Copy the folder off the machine.
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { BackupError, backup } from '../server/db/backup.ts';

const config = loadConfig(process.env);
if (config.postgresUrl) {
  console.error(
    'This is the SQLite store\'s backup; on PostgreSQL use pg_dump / pg_restore and point-in-time recovery (README, "Operations: PostgreSQL").',
  );
  process.exit(2);
}
const to = process.argv[2] ?? path.join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-'));
try {
  const m = await backup({ databaseFile: config.databaseFile, dataDir: config.dataDir, imageDir: config.imageDir }, to);
  console.log(
    `Backed up ${config.databaseFile} to ${to}: ${m.bytes} bytes, ${m.journals} ledger journals (last ${m.lastJournalId}), integrity ok.`,
  );
  console.log(`With it: ${[...m.secrets, ...m.folders.map((f) => `${f}/`)].join(', ') || 'no data-folder files'}.`);
} catch (e) {
  if (!(e instanceof BackupError)) throw e;
  console.error(`Backup refused: ${e.message}`);
  process.exit(1);
}
