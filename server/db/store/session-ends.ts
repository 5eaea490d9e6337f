// Every write that ends a session, whichever code runs it, is reported to the token service
// (which closes that session's sockets after re-checking the row). SQLite: temporary triggers
// on the serving connection call back into this process inside the writing transaction.
// PostgreSQL: triggers (its migrations) NOTIFY on commit; the serving connection hears its own
// with the commit (before the request that ended the session answers), a listening connection
// the writes of any other connection or instance.
import pg from 'pg';
import type { Sqlite } from '../sqlite.ts';
import { PgSyncDatabase } from './pg-sync.ts';

const ENDED_FN = 'tokens_session_ended';
/** The channel the PostgreSQL triggers notify (prisma/postgres migrations). */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/**
 * A connection that LISTENs on `channel` and opens itself again a second after it is lost (a
 * restart, a failover): what was announced meanwhile is missed, and sessions are re-checked on use.
 */
function listenAlways(url: string, channel: string, heard: (payload: string) => void): { close(): Promise<void> } {
  let closing = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    const c = new pg.Client({ connectionString: url, application_name: 'tradeplatform-listen' });
    client = c;
    let lost = false;
    const again = () => {
      if (lost || closing) return;
      lost = true;
      c.end().catch(() => {});
      retry = setTimeout(connect, 1000);
      retry.unref();
    };
    c.on('notification', (n) => heard(n.payload ?? ''));
    c.on('error', again);
    c.on('end', again);
    c.connect()
      .then(() => c.query(`LISTEN ${c.escapeIdentifier(channel)}`))
      .catch(again);
  };
  connect();
  return {
    close: async () => {
      closing = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

export function watchSessionEnds(db: Sqlite, ended: (sessionId: unknown) => void): void {
  const store = db as unknown;
  if (store instanceof PgSyncDatabase) {
    // this process's own writes: heard on the writing connection with their COMMIT's answer
    store.listen(SESSION_ENDED_CHANNEL, ended);
    // every other connection's and instance's: heard by a listening connection, after their commit
    const listener = listenAlways(store.url, SESSION_ENDED_CHANNEL, ended);
    store.onClose(() => listener.close());
    return;
  }
  db.function(ENDED_FN, { deterministic: false }, (id: unknown) => {
    ended(id);
    return null;
  });
  db.exec(`
    CREATE TEMP TRIGGER IF NOT EXISTS tokens_session_revoked AFTER UPDATE OF revokedAt ON main."Session"
      WHEN OLD.revokedAt IS NULL AND NEW.revokedAt IS NOT NULL BEGIN SELECT ${ENDED_FN}(NEW.id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS tokens_session_deleted AFTER DELETE ON main."Session"
      BEGIN SELECT ${ENDED_FN}(OLD.id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS tokens_user_frozen AFTER UPDATE OF status ON main."User"
      WHEN NEW.status <> 'active' BEGIN SELECT ${ENDED_FN}(id) FROM main."Session" WHERE userId = NEW.id AND revokedAt IS NULL; END;
  `);
}
