import { describe, expect, it } from 'vitest';
import { bindArguments, translateSql } from './sql-dialect.ts';

describe('SQLite statements on PostgreSQL', () => {
  it('numbers positional placeholders and quotes mixed-case identifiers and aliases', () => {
    const t = translateSql(
      'SELECT a.userId, SUM(p.amount) AS totalAmount FROM "LedgerAccount" a WHERE a.ownerKey = ? AND p.journalId > ? GROUP BY a.userId',
    );
    expect(t.text).toBe(
      'SELECT a."userId", SUM(p.amount) AS "totalAmount" FROM "LedgerAccount" a WHERE a."ownerKey" = $1 AND p."journalId" > $2 GROUP BY a."userId"',
    );
    expect(t.params).toEqual([0, 1]);
  });

  it('leaves string literals, quoted names, comments and function names alone', () => {
    const t = translateSql(
      `SELECT COALESCE(x, 'a ? @b camelCase') AS "keepMe", pg_snapshot_xmin(pg_current_snapshot()) -- ?notAParam\nFROM "T" /* userId ? */ WHERE note = 'it''s ?'`,
    );
    expect(t.text).toBe(
      `SELECT COALESCE(x, 'a ? @b camelCase') AS "keepMe", pg_snapshot_xmin(pg_current_snapshot()) -- ?notAParam\nFROM "T" /* userId ? */ WHERE note = 'it''s ?'`,
    );
    expect(t.params).toEqual([]);
  });

  it('gives a named parameter one number however often it appears', () => {
    const t = translateSql('UPDATE "P" SET lots = @lots WHERE id = @id AND lots <> @lots AND status = :expected');
    expect(t.text).toBe('UPDATE "P" SET lots = $1 WHERE id = $2 AND lots <> $1 AND status = $3');
    expect(t.params).toEqual(['lots', 'id', 'expected']);
    expect(bindArguments(t.params, [{ lots: 5, id: 7, expected: 'open' }])).toEqual([5, 7, 'open']);
  });

  it('takes numbered placeholders and better-sqlite3 argument shapes', () => {
    const t = translateSql('SELECT ?2, ?1');
    expect(t.params).toEqual([1, 0]);
    expect(bindArguments(t.params, [['a', 'b']])).toEqual(['b', 'a']);
    expect(() => bindArguments(translateSql('SELECT ?, ?').params, [1])).toThrow(/too few/);
    expect(() => bindArguments(t.params, [{ a: 1 }])).toThrow(/too few/);
  });

  it('marks an INSERT without RETURNING, so the bridge can answer lastInsertRowid', () => {
    expect(translateSql('INSERT INTO "Order" (userId) VALUES (?)').insertInto).toBe('Order');
    expect(translateSql('INSERT INTO "Order" (userId) VALUES (?) RETURNING id').insertInto).toBeNull();
    expect(translateSql('UPDATE "Order" SET x = 1').insertInto).toBeNull();
  });
});
