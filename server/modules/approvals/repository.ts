// Storage of four-eyes proposals (what they change is stored by the modules that own it).
// Synchronous (better-sqlite3): everything here runs inside the approval's one transaction.
import type { Proposal } from '../../generated/prisma/client.ts';
import { type Paged, pageOf } from '../../db/paging.ts';
import type { BigRowOf, RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';

export type ProposalRow = RowOf<Proposal> & { proposedByName: string; decidedByName: string | null };
export type NewProposal = Pick<
  ProposalRow,
  'kind' | 'payload' | 'before' | 'after' | 'targetType' | 'targetId' | 'reason' | 'proposedBy' | 'proposedAt'
>;

export interface ProposalFilter {
  status?: string;
  kind?: string;
  proposedBy?: number;
}

const SELECT = `SELECT p.*, s.username AS proposedByName, d.username AS decidedByName
  FROM "Proposal" p JOIN "Staff" s ON s.id = p.proposedBy LEFT JOIN "Staff" d ON d.id = p.decidedBy`;

export class ApprovalsRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      insert: db.prepare<[NewProposal]>(
        `INSERT INTO "Proposal" (kind, payload, before, after, targetType, targetId, reason, proposedBy, proposedAt)
         VALUES (@kind, @payload, @before, @after, @targetType, @targetId, @reason, @proposedBy, @proposedAt)`,
      ),
      get: db.prepare<[number], ProposalRow>(`${SELECT} WHERE p.id = ?`),
      pendingFor: db.prepare<[string, string, string], { id: number }>(
        `SELECT id FROM "Proposal" WHERE kind = ? AND targetType = ? AND targetId = ? AND status = 'pending' ORDER BY id LIMIT 1`,
      ),
      // the status moves from pending exactly once: a second decision finds nothing to update
      decide: db.prepare<[string, number, number, string, string, number]>(
        `UPDATE "Proposal" SET status = ?, decidedBy = ?, decidedAt = ?, decisionNote = ?, result = ? WHERE id = ? AND status = 'pending'`,
      ),
      setResult: db.prepare<[string, number]>('UPDATE "Proposal" SET result = ? WHERE id = ?'),
    };
  }

  /** Runs `fn` in an IMMEDIATE transaction of its own (a caller's open transaction is used as it is). */
  atomically<T>(fn: () => T): T {
    return this.db.inTransaction ? fn() : this.db.transaction(fn).immediate();
  }

  insert(p: NewProposal): number {
    return Number(this.q.insert.run(p).lastInsertRowid);
  }

  get(id: number): ProposalRow | undefined {
    return this.q.get.get(id);
  }

  /** A pending proposal of this kind on this target, if any (one is enough). */
  pendingFor(kind: string, targetType: string, targetId: string): number | undefined {
    return this.q.pendingFor.get(kind, targetType, targetId)?.id;
  }

  /** Moves a pending proposal to its decision; false when it was no longer pending. */
  decide(id: number, status: string, staffId: number, at: number, note: string, result = ''): boolean {
    return this.q.decide.run(status, staffId, at, note, result, id).changes === 1;
  }

  setResult(id: number, result: string) {
    this.q.setResult.run(result, id);
  }

  page<T>(filter: ProposalFilter, page: number | undefined, pageSize: number | undefined, map: (r: ProposalRow) => T): Paged<T> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status === 'decided') where.push("p.status != 'pending'");
    else if (filter.status !== undefined) {
      where.push('p.status = ?');
      params.push(filter.status);
    }
    if (filter.kind !== undefined) {
      where.push('p.kind = ?');
      params.push(filter.kind);
    }
    if (filter.proposedBy !== undefined) {
      where.push('p.proposedBy = ?');
      params.push(filter.proposedBy);
    }
    return pageOf<BigRowOf<ProposalRow>, T>(
      this.db,
      {
        columns: 'p.*, s.username AS proposedByName, d.username AS decidedByName',
        from: `FROM "Proposal" p JOIN "Staff" s ON s.id = p.proposedBy LEFT JOIN "Staff" d ON d.id = p.decidedBy${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
        order: 'p.id DESC',
        params,
      },
      page,
      pageSize,
      // (a proposal's integers are ids and times, never amounts: numbers are exact)
      (r) =>
        map({
          ...r,
          id: Number(r.id),
          proposedBy: Number(r.proposedBy),
          proposedAt: Number(r.proposedAt),
          decidedBy: r.decidedBy === null ? null : Number(r.decidedBy),
          decidedAt: r.decidedAt === null ? null : Number(r.decidedAt),
        } as ProposalRow),
    );
  }
}
