// A fresh copy of the template database opened raw, for ledger tests and benches.
import fs from 'node:fs';
import path from 'node:path';
import { openSqlite, type Sqlite } from '../../server/db/sqlite.ts';
import { TEMPLATE_DB, TEST_TMP } from './paths.ts';

let n = 0;
export function freshDatabase(): { db: Sqlite; file: string; cleanup(): void } {
  const dir = path.join(TEST_TMP, `ledger-${process.pid}-${++n}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'ledger.db');
  fs.copyFileSync(TEMPLATE_DB, file);
  // the suite's faster commits (decision 072: production is FULL, tests/integration/durability.test.ts)
  const db = openSqlite(file, { synchronous: 'NORMAL' });
  return {
    db,
    file,
    cleanup() {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
