// The audit log (issue 14 point 5, decision 027): every staff action — who, when, what,
// before and after, reason, IP — appended as one row whose hash covers the previous row's
// hash and its own fields. `record` is synchronous and joins the caller's open transaction,
// so the row commits or rolls back with the change it describes; `verify` walks the chain.
import { createHash } from 'node:crypto';
import type { AuditQuery } from '../../../shared/schemas/staff.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditRepository, AuditRow } from './repository.ts';

/** The previous hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** Who acted, from where: a staff member (null: the platform itself) and the request's IP. */
export interface AuditActor {
  staffId: number | null;
  ip: string;
}

/** The sandbox acting on a magic value (issue 41, decision 097): no staff member, recorded as `sandbox`. */
export const SANDBOX_ACTOR: AuditActor = { staffId: null, ip: 'sandbox' };

/** A staff member acting through a request. */
export type StaffActor = AuditActor & { staffId: number };

export interface AuditRecord extends AuditActor {
  /** What was done, as `<domain>.<verb>`: `staff.create`, `deposit.approve`, `user.freeze`, ... */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * JSON with object keys sorted at every depth, BigInts as decimal strings and undefined
 * fields left out: the same value always gives the same text (and so the same hash).
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of a row: SHA-256 of the previous row's hash and the canonical JSON of this row's fields. */
export function auditHash(row: Omit<AuditRow, 'hash'>): string {
  const { prevHash, ...fields } = row;
  return createHash('sha256').update(prevHash).update(canonicalJson(fields)).digest('hex');
}

export class AuditService {
  constructor(
    private readonly repo: AuditRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Appends one row, inside the caller's transaction when one is open (the change and its
   * record are then one commit), else in a transaction of its own. Returns the row's id.
   */
  record(entry: AuditRecord): number {
    return this.repo.atomically(() => {
      // the tail is read inside the writing transaction: no other row can slip in between
      const tail = this.repo.tail();
      const row: Omit<AuditRow, 'hash'> = {
        id: (tail?.id ?? 0) + 1,
        at: this.clock.now(),
        staffId: entry.staffId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        before: canonicalJson(entry.before),
        after: canonicalJson(entry.after),
        reason: entry.reason ?? '',
        ip: entry.ip.slice(0, 64),
        prevHash: tail?.hash ?? GENESIS_HASH,
      };
      this.repo.insert({ ...row, hash: auditHash(row) });
      return row.id;
    });
  }

  /** Walks the chain from the first row: the id of the first row that does not match, or null. */
  verify(): { ok: boolean; rows: number; brokenAt: number | null } {
    let prevHash = GENESIS_HASH;
    let rows = 0;
    for (const row of this.repo.rows()) {
      rows++;
      const { hash, ...rest } = row;
      if (row.prevHash !== prevHash || auditHash(rest) !== hash) return { ok: false, rows, brokenAt: row.id };
      prevHash = hash;
    }
    return { ok: true, rows, brokenAt: null };
  }

  list(query: AuditQuery) {
    const { page, pageSize, staffId, action, targetType, targetId } = query;
    return this.repo.page({ staffId, action, targetType, targetId }, page, pageSize, (r) => ({
      id: Number(r.id),
      at: new Date(Number(r.at)).toISOString(),
      staffId: r.staffId === null ? null : Number(r.staffId),
      staffUsername: r.staffUsername,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before,
      after: r.after,
      reason: r.reason,
      ip: r.ip,
      hash: r.hash,
    }));
  }
}
