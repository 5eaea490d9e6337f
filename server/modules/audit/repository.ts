// The audit log's storage: append (the triggers refuse anything else), the chain's tail,
// a filtered page, and every row in order for the chain check.
import type { AuditLog } from '../../generated/prisma/client.ts';
import { type Paged, pageOf } from '../../db/paging.ts';
import type { BigRowOf, RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';

export type AuditRow = RowOf<AuditLog>;
/** A listed row, read with BigInt integers (as every page is). */
export type AuditListRow = BigRowOf<AuditLog> & { staffUsername: string | null };

export interface AuditFilter {
  staffId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
}

const COLUMNS = 'id, at, staffId, action, targetType, targetId, before, after, reason, ip, prevHash, hash';

export class AuditRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      tail: db.prepare<[], { id: number; hash: string }>('SELECT id, hash FROM "AuditLog" ORDER BY id DESC LIMIT 1'),
      insert: db.prepare<[AuditRow]>(
        `INSERT INTO "AuditLog" (${COLUMNS}) VALUES (@id, @at, @staffId, @action, @targetType, @targetId, @before, @after, @reason, @ip, @prevHash, @hash)`,
      ),
      all: db.prepare<[], AuditRow>(`SELECT ${COLUMNS} FROM "AuditLog" ORDER BY id`),
    };
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  /** Runs `fn` in an IMMEDIATE transaction of its own (a caller's open transaction is used as it is). */
  atomically<T>(fn: () => T): T {
    return this.db.inTransaction ? fn() : this.db.transaction(fn).immediate();
  }

  tail(): { id: number; hash: string } | undefined {
    return this.q.tail.get();
  }

  insert(row: AuditRow) {
    this.q.insert.run(row);
  }

  /** Every row, oldest first, one at a time. */
  rows(): IterableIterator<AuditRow> {
    return this.q.all.iterate();
  }

  page<T>(filter: AuditFilter, page: number | undefined, pageSize: number | undefined, map: (r: AuditListRow) => T): Paged<T> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.staffId !== undefined) {
      where.push('a.staffId = ?');
      params.push(filter.staffId);
    }
    if (filter.action !== undefined) {
      // an action or its family ("staff" matches "staff.create", "staff.role", ...)
      where.push("(a.action = ? OR a.action LIKE ? ESCAPE '\\')");
      params.push(filter.action, `${filter.action.replace(/[\\%_]/g, '\\$&')}.%`);
    }
    if (filter.targetType !== undefined) {
      where.push('a.targetType = ?');
      params.push(filter.targetType);
    }
    if (filter.targetId !== undefined) {
      where.push('a.targetId = ?');
      params.push(filter.targetId);
    }
    const columns = `${COLUMNS.split(', ')
      .map((c) => `a.${c}`)
      .join(', ')}, s.username AS staffUsername`;
    return pageOf<AuditListRow, T>(
      this.db,
      {
        columns,
        from: `FROM "AuditLog" a LEFT JOIN "Staff" s ON s.id = a.staffId${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
        order: 'a.id DESC',
        params,
      },
      page,
      pageSize,
      map,
    );
  }
}
