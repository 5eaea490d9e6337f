// Multi-row INSERTs: binding many rows in one statement costs far less than a statement call
// per row. Statements are prepared once per row count and kept.
import type { Sqlite } from './sqlite.ts';

type Statement = ReturnType<Sqlite['prepare']>;

export class MultiInsert {
  private readonly statements = new Map<number, Statement>();

  /** `into` is `"Table" (col, ...)`; each row has `width` values; up to `perStatement` rows per statement. */
  constructor(
    private readonly db: Sqlite,
    private readonly into: string,
    private readonly width: number,
    private readonly perStatement: number,
  ) {}

  /** INSERTs the rows of flat `values` (`width` per row). */
  run(values: unknown[]) {
    const rows = values.length / this.width;
    for (let at = 0; at < rows; at += this.perStatement) {
      const n = Math.min(this.perStatement, rows - at);
      let stmt = this.statements.get(n);
      if (!stmt) {
        const row = `(${Array(this.width).fill('?').join(', ')})`;
        stmt = this.db.prepare(`INSERT INTO ${this.into} VALUES ${Array(n).fill(row).join(', ')}`);
        this.statements.set(n, stmt);
      }
      stmt.run(n === rows ? values : values.slice(at * this.width, (at + n) * this.width));
    }
  }
}
