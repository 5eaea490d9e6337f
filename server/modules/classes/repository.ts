// Classrooms' storage (issue 43 point 2, decisions 105 and 106): classes, their learners and
// their shared scenarios. Prepared statements on the synchronous connection: a join's grant, a
// leave's and a reset's closes run in the same transaction as these rows' writes.
import type { Sqlite } from '../../db/sqlite.ts';
import type { ScenarioSessions } from '../replay/practice-api.ts';

export type Kind = 'fast' | 'contract' | 'spot';

export interface ClassRow {
  id: number;
  teacherId: number;
  name: string;
  joinCode: string;
  startAt: number;
  endAt: number;
  currency: string;
  startingBalance: bigint;
  productIds: number[];
  kinds: Kind[];
  resets: number;
  lastResetAt: number | null;
  createdAt: number;
}

export interface MemberRow {
  classId: number;
  userId: number;
  joinedAt: number;
  leftAt: number | null;
}

/** A shared scenario: the terms each learner's session is made with (ScenarioSessions.ensure), and its own. */
export type ScenarioRow = Omit<Parameters<ScenarioSessions['ensure']>[0], 'scenarioId' | 'userId' | 'mode'> & {
  id: number;
  classId: number;
  endsAt: number;
  createdAt: number;
  cancelledAt: number | null;
};

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function classOf(r: Record<string, unknown>): ClassRow {
  return {
    id: Number(r.id),
    teacherId: Number(r.teacherId),
    name: String(r.name),
    joinCode: String(r.joinCode),
    startAt: Number(r.startAt),
    endAt: Number(r.endAt),
    currency: String(r.currency),
    startingBalance: BigInt(r.startingBalance as bigint),
    productIds: String(r.productIds).split(',').filter(Boolean).map(Number),
    kinds: String(r.kinds).split(',').filter(Boolean) as Kind[],
    resets: Number(r.resets),
    lastResetAt: num(r.lastResetAt),
    createdAt: Number(r.createdAt),
  };
}

function memberOf(r: Record<string, unknown>): MemberRow {
  return { classId: Number(r.classId), userId: Number(r.userId), joinedAt: Number(r.joinedAt), leftAt: num(r.leftAt) };
}

function scenarioOf(r: Record<string, unknown>): ScenarioRow {
  return {
    id: Number(r.id),
    classId: Number(r.classId),
    periodStart: Number(r.periodStart),
    productId: Number(r.productId),
    speed: Number(r.speed) as ScenarioRow['speed'],
    startTime: Number(r.startTime),
    lengthMs: Number(r.lengthMs),
    startsAt: Number(r.startsAt),
    endsAt: Number(r.endsAt),
    createdAt: Number(r.createdAt),
    cancelledAt: num(r.cancelledAt),
  };
}

/** The product rows a class's scenario trades are counted from (each with its replay session). */
const SCENARIO_TRADES = `
  SELECT COUNT(*) AS n FROM (
    SELECT f.id FROM "FastOrder" f WHERE f.userId = @userId AND f.mode = @mode AND f.createdAt >= @since
       AND f.replaySessionId IN (SELECT s.id FROM "ReplaySession" s JOIN "ClassScenario" c ON c.id = s.scenarioId WHERE c.classId = @classId)
    UNION ALL
    SELECT p.id FROM "ContractPosition" p WHERE p.userId = @userId AND p.mode = @mode AND p.createdAt >= @since AND p.status != 'revoked'
       AND p.replaySessionId IN (SELECT s.id FROM "ReplaySession" s JOIN "ClassScenario" c ON c.id = s.scenarioId WHERE c.classId = @classId)
    UNION ALL
    SELECT o.id FROM "SpotOrder" o WHERE o.userId = @userId AND o.mode = @mode AND o.createdAt >= @since AND o.status = 'filled'
       AND o.replaySessionId IN (SELECT s.id FROM "ReplaySession" s JOIN "ClassScenario" c ON c.id = s.scenarioId WHERE c.classId = @classId)
  ) t`;

export class ClassRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      insert: db.prepare(
        `INSERT INTO "TradingClass" (teacherId, name, joinCode, startAt, endAt, currency, startingBalance, productIds, kinds, resets, createdAt)
         VALUES (@teacherId, @name, @joinCode, @startAt, @endAt, @currency, @startingBalance, @productIds, @kinds, 0, @createdAt)`,
      ),
      byId: db.prepare<[number]>(`SELECT * FROM "TradingClass" WHERE id = ?`).safeIntegers(true),
      byCode: db.prepare<[string]>(`SELECT * FROM "TradingClass" WHERE joinCode = ?`).safeIntegers(true),
      codeTaken: db.prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM "TradingClass" WHERE joinCode = ?`),
      teaching: db.prepare<[number]>(`SELECT * FROM "TradingClass" WHERE teacherId = ? ORDER BY id DESC LIMIT 200`).safeIntegers(true),
      learning: db
        .prepare<[number]>(
          `SELECT c.* FROM "TradingClass" c JOIN "ClassMember" m ON m.classId = c.id WHERE m.userId = ? ORDER BY c.id DESC LIMIT 200`,
        )
        .safeIntegers(true),
      all: db.prepare(`SELECT * FROM "TradingClass" ORDER BY id DESC LIMIT ? OFFSET ?`).safeIntegers(true),
      count: db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "TradingClass"`),
      reset: db.prepare<[number, number]>(`UPDATE "TradingClass" SET resets = resets + 1, lastResetAt = ? WHERE id = ?`),
      member: db.prepare<[number, number]>(`SELECT * FROM "ClassMember" WHERE classId = ? AND userId = ?`).safeIntegers(true),
      members: db.prepare<[number]>(`SELECT * FROM "ClassMember" WHERE classId = ? ORDER BY joinedAt, userId`).safeIntegers(true),
      active: db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM "ClassMember" WHERE classId = ? AND leftAt IS NULL`),
      join: db.prepare<[number, number, number]>(`INSERT INTO "ClassMember" (classId, userId, joinedAt) VALUES (?, ?, ?)`),
      rejoin: db.prepare<[number, number]>(
        `UPDATE "ClassMember" SET leftAt = NULL WHERE classId = ? AND userId = ? AND leftAt IS NOT NULL`,
      ),
      leave: db.prepare<[number, number, number]>(
        `UPDATE "ClassMember" SET leftAt = ? WHERE classId = ? AND userId = ? AND leftAt IS NULL`,
      ),
      insertScenario: db.prepare(
        `INSERT INTO "ClassScenario" (classId, periodStart, productId, speed, startTime, lengthMs, startsAt, endsAt, createdAt)
         VALUES (@classId, @periodStart, @productId, @speed, @startTime, @lengthMs, @startsAt, @endsAt, @createdAt)`,
      ),
      latestScenario: db.prepare<[number]>(`SELECT * FROM "ClassScenario" WHERE classId = ? ORDER BY id DESC LIMIT 1`).safeIntegers(true),
      cancelScenario: db.prepare<[number, number]>(`UPDATE "ClassScenario" SET cancelledAt = ? WHERE id = ? AND cancelledAt IS NULL`),
      scenarioSession: db.prepare<[number, number], { id: number }>(`SELECT id FROM "ReplaySession" WHERE scenarioId = ? AND userId = ?`),
      scenarioTrades: db.prepare<{ userId: number; mode: string; since: number; classId: number }, { n: number }>(SCENARIO_TRADES),
      spotMarket: db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM "SpotMarket" WHERE productId = ? AND enabled = TRUE`),
      contact: db.prepare<[number], { email: string | null; phone: string | null }>(`SELECT email, phone FROM "User" WHERE id = ?`),
    };
  }

  insert(c: Omit<ClassRow, 'id' | 'resets' | 'lastResetAt'>): number {
    return Number(this.q.insert.run({ ...c, productIds: c.productIds.join(','), kinds: c.kinds.join(',') }).lastInsertRowid);
  }

  byId(id: number): ClassRow | undefined {
    const r = this.q.byId.get(id) as Record<string, unknown> | undefined;
    return r ? classOf(r) : undefined;
  }

  byCode(code: string): ClassRow | undefined {
    const r = this.q.byCode.get(code) as Record<string, unknown> | undefined;
    return r ? classOf(r) : undefined;
  }

  codeTaken(code: string): boolean {
    return (this.q.codeTaken.get(code)?.n ?? 0) > 0;
  }

  teaching(userId: number): ClassRow[] {
    return (this.q.teaching.all(userId) as Record<string, unknown>[]).map(classOf);
  }

  learning(userId: number): ClassRow[] {
    return (this.q.learning.all(userId) as Record<string, unknown>[]).map(classOf);
  }

  page(page: number, pageSize: number): { items: ClassRow[]; total: number } {
    const items = (this.q.all.all(pageSize, (page - 1) * pageSize) as Record<string, unknown>[]).map(classOf);
    return { items, total: Number(this.q.count.get()?.n ?? 0) };
  }

  markReset(id: number, at: number) {
    this.q.reset.run(at, id);
  }

  member(classId: number, userId: number): MemberRow | undefined {
    const r = this.q.member.get(classId, userId) as Record<string, unknown> | undefined;
    return r ? memberOf(r) : undefined;
  }

  members(classId: number): MemberRow[] {
    return (this.q.members.all(classId) as Record<string, unknown>[]).map(memberOf);
  }

  activeLearners(classId: number): number {
    return Number(this.q.active.get(classId)?.n ?? 0);
  }

  join(classId: number, userId: number, at: number) {
    this.q.join.run(classId, userId, at);
  }

  /** A learner who left becomes active again; false when they had not left. */
  rejoin(classId: number, userId: number): boolean {
    return this.q.rejoin.run(classId, userId).changes > 0;
  }

  /** False when they were not an active learner. */
  leave(classId: number, userId: number, at: number): boolean {
    return this.q.leave.run(at, classId, userId).changes > 0;
  }

  insertScenario(s: Omit<ScenarioRow, 'id' | 'cancelledAt'>): number {
    return Number(this.q.insertScenario.run(s).lastInsertRowid);
  }

  latestScenario(classId: number): ScenarioRow | undefined {
    const r = this.q.latestScenario.get(classId) as Record<string, unknown> | undefined;
    return r ? scenarioOf(r) : undefined;
  }

  cancelScenario(id: number, at: number): boolean {
    return this.q.cancelScenario.run(at, id).changes > 0;
  }

  /** The learner's replay session of a scenario, if made. */
  scenarioSession(scenarioId: number, userId: number): number | null {
    const r = this.q.scenarioSession.get(scenarioId, userId);
    return r ? Number(r.id) : null;
  }

  /** The learner's trades in the class's scenarios since `since` (fast orders, opened positions, filled spot orders). */
  scenarioTrades(classId: number, userId: number, mode: string, since: number): number {
    return Number(this.q.scenarioTrades.get({ classId, userId, mode, since })?.n ?? 0);
  }

  /** Whether the product has an enabled spot market (the spot module's table, read). */
  hasSpotMarket(productId: number): boolean {
    return Number(this.q.spotMarket.get(productId)?.n ?? 0) > 0;
  }

  contact(userId: number) {
    return this.q.contact.get(userId);
  }
}
