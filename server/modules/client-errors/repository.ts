// The client error groups' storage: one row per fingerprint, counted up on every report.
import type { Paged } from '../../db/paging.ts';
import { pageOf } from '../../db/paging.ts';
import type { Sqlite } from '../../db/sqlite.ts';

export interface ClientErrorGroupRow {
  id: number;
  fingerprint: string;
  kind: string;
  message: string;
  count: number;
  firstSeen: number;
  lastSeen: number;
  route: string;
  request: string;
  stack: string;
  mappedStack: string;
  userAgent: string;
  release: string;
}

/** What one report writes (the latest report's details replace the previous ones). */
export type ClientErrorOccurrence = Omit<ClientErrorGroupRow, 'id' | 'count' | 'firstSeen' | 'lastSeen'> & { at: number };

const LIST_COLUMNS = 'id, kind, message, count, firstSeen, lastSeen';
const DETAIL_COLUMNS = `${LIST_COLUMNS}, fingerprint, route, request, stack, mappedStack, userAgent, release`;

export class ClientErrorRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      exists: db.prepare<[string], { id: number }>('SELECT id FROM "ClientErrorGroup" WHERE fingerprint = ?'),
      count: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM "ClientErrorGroup"'),
      // (the stored row's columns are qualified: PostgreSQL reads a bare name there as ambiguous with excluded's)
      upsert: db.prepare<[ClientErrorOccurrence]>(
        `INSERT INTO "ClientErrorGroup" (fingerprint, kind, message, count, firstSeen, lastSeen, route, request, stack, mappedStack, userAgent, release)
         VALUES (@fingerprint, @kind, @message, 1, @at, @at, @route, @request, @stack, @mappedStack, @userAgent, @release)
         ON CONFLICT(fingerprint) DO UPDATE SET count = "ClientErrorGroup".count + 1,
           lastSeen = CASE WHEN excluded.lastSeen > "ClientErrorGroup".lastSeen THEN excluded.lastSeen ELSE "ClientErrorGroup".lastSeen END,
           message = excluded.message, route = excluded.route, request = excluded.request, stack = excluded.stack,
           mappedStack = excluded.mappedStack, userAgent = excluded.userAgent, release = excluded.release`,
      ),
      get: db.prepare<[number], ClientErrorGroupRow>(`SELECT ${DETAIL_COLUMNS} FROM "ClientErrorGroup" WHERE id = ?`),
    };
  }

  /** Whether the group exists already, and how many groups there are. */
  known(fingerprint: string): boolean {
    return this.q.exists.get(fingerprint) !== undefined;
  }

  groupCount(): number {
    return this.q.count.get()?.n ?? 0;
  }

  record(occurrence: ClientErrorOccurrence) {
    this.q.upsert.run(occurrence);
  }

  page<T>(page: number | undefined, pageSize: number | undefined, map: (r: ClientErrorGroupRow) => T): Paged<T> {
    return pageOf<ClientErrorGroupRow, T>(
      this.db,
      { columns: LIST_COLUMNS, from: 'FROM "ClientErrorGroup"', order: 'lastSeen DESC, id DESC', params: [] },
      page,
      pageSize,
      (r) => map({ ...r, id: Number(r.id), count: Number(r.count), firstSeen: Number(r.firstSeen), lastSeen: Number(r.lastSeen) }),
    );
  }

  get(id: number): ClientErrorGroupRow | undefined {
    return this.q.get.get(id);
  }
}
