// Contract settings per product (issue 15 point 1): lot size and limits, leverage choices,
// spread, fee, maintenance and overnight rates, read from ContractSetting with the product's
// symbol and precision, cached until staff change them (invalidate).
import { formatScaled } from '../../../shared/market.ts';
import { CONTRACT_CURRENCY, type ContractSpec, LOT_SCALE } from '../../../shared/contract.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';

export interface ContractSettings extends ContractSpec {
  productId: number;
  symbol: string;
  lotStep: bigint;
  minLots: bigint;
  maxLots: bigint;
  leverages: number[];
  spreadTicks: bigint;
  overnightRate: string;
  enabled: boolean;
}

interface SettingRow {
  productId: number;
  contractSize: string;
  lotStep: number;
  minLots: number;
  maxLots: number;
  leverages: string;
  spreadTicks: number;
  feeRate: string;
  maintenanceRate: string;
  overnightRate: string;
  enabled: number;
}

export class ContractSettingsBook {
  private cache: Map<number, ContractSettings> | undefined;
  private readonly rows;

  constructor(
    db: Sqlite,
    private readonly market: MarketEngine,
    /** The platform time the overnight fee is charged, "HH:MM" UTC. */
    private readonly overnightTime: string,
  ) {
    this.rows = db.prepare<[], SettingRow>(
      `SELECT productId, contractSize, lotStep, minLots, maxLots, leverages, spreadTicks, feeRate, maintenanceRate, overnightRate, enabled
         FROM "ContractSetting" ORDER BY productId`,
    );
  }

  private load(): Map<number, ContractSettings> {
    if (this.cache) return this.cache;
    const map = new Map<number, ContractSettings>();
    for (const r of this.rows.all()) {
      const product = this.market.product(r.productId);
      // only products the market quotes and that offer contracts
      if (!product?.tradeModes.includes('contract')) continue;
      map.set(r.productId, {
        productId: r.productId,
        symbol: product.symbol,
        pricePrecision: product.pricePrecision,
        contractSize: BigInt(r.contractSize),
        lotStep: BigInt(r.lotStep),
        minLots: BigInt(r.minLots),
        maxLots: BigInt(r.maxLots),
        leverages: r.leverages.split(',').map(Number),
        spreadTicks: BigInt(r.spreadTicks),
        feeRate: r.feeRate,
        maintenanceRate: r.maintenanceRate,
        overnightRate: r.overnightRate,
        enabled: r.enabled === 1,
      });
    }
    this.cache = map;
    return map;
  }

  get(productId: number): ContractSettings | undefined {
    return this.load().get(productId);
  }

  all(): ContractSettings[] {
    return [...this.load().values()];
  }

  /** Staff changed a setting: the next read loads them again. */
  invalidate() {
    this.cache = undefined;
  }

  view(s: ContractSettings) {
    const lots = (n: bigint) => formatScaled(n, LOT_SCALE);
    return {
      productId: s.productId,
      symbol: s.symbol,
      contractSize: s.contractSize.toString(),
      lotStep: lots(s.lotStep),
      minLots: lots(s.minLots),
      maxLots: lots(s.maxLots),
      leverages: s.leverages,
      spread: formatScaled(s.spreadTicks, s.pricePrecision),
      feeRate: s.feeRate,
      maintenanceRate: s.maintenanceRate,
      overnightRate: s.overnightRate,
      overnightTime: this.overnightTime,
      enabled: s.enabled,
      currency: CONTRACT_CURRENCY,
    };
  }
}
