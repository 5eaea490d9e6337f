// The leverage a user chose per contract product and wallet through `/fapi/v1/leverage` (issue 40):
// new positions opened through the futures API open with it; absent, the product's default
// (its lowest choice above 1 that a new user sees first on the contract page: `defaultLeverage`).
import type { Sqlite } from '../../../db/sqlite.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { ContractSettings } from '../../contract/settings.ts';

/** Binance's default leverage of a symbol is 20; the platform's nearest choice not above it (else its lowest). */
export function defaultLeverage(s: Pick<ContractSettings, 'leverages'>): number {
  const sorted = [...s.leverages].sort((a, b) => a - b);
  return sorted.filter((l) => l <= 20).at(-1) ?? (sorted[0] as number);
}

export class FuturesLeverageRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      get: db.prepare<[number, string, number], { leverage: number }>(
        `SELECT leverage FROM "FuturesLeverage" WHERE userId = ? AND mode = ? AND productId = ?`,
      ),
      set: db.prepare<[number, string, number, number, number]>(
        `INSERT INTO "FuturesLeverage" (userId, mode, productId, leverage, updatedAt) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (userId, mode, productId) DO UPDATE SET leverage = excluded.leverage, updatedAt = excluded.updatedAt`,
      ),
    };
  }

  /** The leverage new positions of this user, wallet and product open with. */
  leverageOf(userId: number, mode: Mode, s: Pick<ContractSettings, 'productId' | 'leverages'>): number {
    const chosen = this.q.get.get(userId, mode, s.productId)?.leverage;
    // a choice staff since removed from the product falls back to the default
    return chosen !== undefined && s.leverages.includes(chosen) ? chosen : defaultLeverage(s);
  }

  set(userId: number, mode: Mode, productId: number, leverage: number, now: number): void {
    this.q.set.run(userId, mode, productId, leverage, now);
  }
}
