// `npm run audit:verify`: walks the audit log's hash chain of DATABASE_URL (decision 027).
// Prints OK with the number of rows, or the first row that does not match and exits 1.
import { loadConfig } from '../server/config.ts';
import { openSqlite } from '../server/db/sqlite.ts';
import { openPgSync } from '../server/db/store/index.ts';
import { systemClock } from '../server/lib/clock.ts';
import { AuditRepository } from '../server/modules/audit/repository.ts';
import { AuditService } from '../server/modules/audit/service.ts';

const config = loadConfig(process.env);
const db = config.postgresUrl ? openPgSync(config.postgresUrl, { readOnly: true }) : openSqlite(config.databaseFile);
const result = new AuditService(new AuditRepository(db), systemClock).verify();
db.close();
if (result.ok) {
  console.log(`OK: the audit log's chain of ${result.rows} rows verifies.`);
} else {
  console.error(`BROKEN: audit log row ${result.brokenAt} does not match its hash or its predecessor's.`);
  process.exit(1);
}
