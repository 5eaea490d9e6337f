// The staff side's storage of content tables: plain statements on the synchronous connection,
// so that a change and its audit row are one transaction (decision 027). One small table
// gateway serves notices, banners, customer-service entries, news and messages alike.
import type { Sqlite } from '../../db/sqlite.ts';

type Value = string | number | boolean | null;
export type DbRow = Record<string, Value> & { id: number };

/** better-sqlite3 binds no booleans: they are stored as 1/0. */
const bindable = (values: Record<string, Value>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v]));

export class AdminTable {
  private readonly q;

  constructor(
    private readonly db: Sqlite,
    private readonly table: string,
    orderBy: string,
  ) {
    this.q = {
      all: db.prepare<[], DbRow>(`SELECT * FROM "${table}" ORDER BY ${orderBy} LIMIT 500`),
      one: db.prepare<[number], DbRow>(`SELECT * FROM "${table}" WHERE id = ?`),
      remove: db.prepare<[number]>(`DELETE FROM "${table}" WHERE id = ?`),
    };
  }

  all(): DbRow[] {
    return this.q.all.all();
  }

  get(id: number): DbRow | undefined {
    return this.q.one.get(id);
  }

  insert(values: Record<string, Value>): number {
    const cols = Object.keys(values);
    const sql = `INSERT INTO "${this.table}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`;
    return Number(this.db.prepare(sql).run(bindable(values)).lastInsertRowid);
  }

  update(id: number, values: Record<string, Value>): boolean {
    const sets = Object.keys(values).map((c) => `"${c}" = @${c}`);
    const sql = `UPDATE "${this.table}" SET ${sets.join(', ')} WHERE id = @id`;
    return this.db.prepare(sql).run({ ...bindable(values), id }).changes === 1;
  }

  remove(id: number): boolean {
    return this.q.remove.run(id).changes === 1;
  }
}
