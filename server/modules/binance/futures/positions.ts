// A user's futures account as Binance's one-way mode shows it (issue 40, decision 095, "Market
// data and account"). The platform keeps one position per order (decision 033); Binance nets one
// position per symbol: here the user's holding and locked positions of a wallet are added up per
// symbol and side (a long and a short of one symbol stay two entries, both positionSide BOTH),
// their pending limit orders' reserves beside them, valued at the tick in force by the contract
// views, in exact minor units and ticks until the routes write them.
import { notionalOf, type Side } from '../../../../shared/contract.ts';
import type { MarketEngine } from '../../../engine/market-engine.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { PositionRow } from '../../contract/repository.ts';
import { binanceSymbol } from '../symbols.ts';
import type { ContractPlatform } from './platform.ts';

/** One symbol's positions on one side, netted. */
export interface NetPosition {
  /** Binance's symbol (BTCUSDT). */
  symbol: string;
  productId: number;
  pricePrecision: number;
  side: Side;
  /** Σ lots × contract size: hundredths of the base unit (LOT_SCALE), unsigned. */
  quantity: bigint;
  /** Σ entry value × contract size: ticks × hundredths of the base unit (the average entry is this / quantity). */
  entryNumerator: bigint;
  /** Margin held by the holding and locked positions (minor units). */
  margin: bigint;
  /** What the pending orders of this side reserve (margin and opening fee). */
  reserve: bigint;
  /** The pending orders' notional at their limit prices. */
  orderNotional: bigint;
  /** Unrealised P/L, notional and maintenance margin at the positions' exit price now. */
  pnl: bigint;
  notional: bigint;
  maintenance: bigint;
  /** The price the positions are valued at (the bid of a long, the ask of a short); undefined without a tick. */
  exit: bigint | undefined;
  /** The liquidation price nearest to the price: a long's highest, a short's lowest (locked legs have none). */
  liquidation: bigint | undefined;
  /** The last time any of them was placed, filled or changed size. */
  updateTime: number;
}

/** The futures wallet of a user and mode: USDT available, what positions and orders hold, the netted positions. */
export interface FuturesAccount {
  available: bigint;
  positions: NetPosition[];
  margin: bigint;
  reserve: bigint;
  pnl: bigint;
  maintenance: bigint;
}

/** A symbol's side holding nothing yet. */
export function emptyNet(symbol: string, productId: number, pricePrecision: number, side: Side): NetPosition {
  return {
    symbol,
    productId,
    pricePrecision,
    side,
    quantity: 0n,
    entryNumerator: 0n,
    margin: 0n,
    reserve: 0n,
    orderNotional: 0n,
    pnl: 0n,
    notional: 0n,
    maintenance: 0n,
    exit: undefined,
    liquidation: undefined,
    updateTime: 0,
  };
}

/** The nearer of two liquidation prices to the market: the higher for a long, the lower for a short. */
function nearer(side: Side, a: bigint | undefined, b: bigint | undefined): bigint | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return side === 'long' ? (a > b ? a : b) : a < b ? a : b;
}

export class FuturesPositions {
  constructor(
    private readonly contracts: Pick<ContractPlatform, 'repo' | 'views'>,
    private readonly market: MarketEngine,
    /** USDT available to the user in `mode` (the ledger's). */
    private readonly available: (userId: number, mode: Mode) => bigint,
  ) {}

  account(userId: number, mode: Mode): FuturesAccount {
    const byKey = new Map<string, NetPosition>();
    const marks = new Map<number, bigint | undefined>();
    const markOf = (productId: number) => {
      if (!marks.has(productId)) marks.set(productId, this.contracts.views.markOf(productId));
      return marks.get(productId);
    };
    for (const p of this.contracts.repo.userLive(userId, mode)) {
      const product = this.market.product(p.productId);
      const key = `${p.productId}:${p.side}`;
      let net = byKey.get(key);
      if (!net) {
        net = emptyNet(binanceSymbol(product?.symbol ?? String(p.productId)), p.productId, product?.pricePrecision ?? 0, p.side);
        byKey.set(key, net);
      }
      this.add(net, p, markOf(p.productId));
    }
    const positions = [...byKey.values()];
    const sum = (f: (n: NetPosition) => bigint) => positions.reduce((s, n) => s + f(n), 0n);
    return {
      available: this.available(userId, mode),
      positions,
      margin: sum((n) => n.margin),
      reserve: sum((n) => n.reserve),
      pnl: sum((n) => n.pnl),
      maintenance: sum((n) => n.maintenance),
    };
  }

  private add(net: NetPosition, p: PositionRow, mark: bigint | undefined) {
    net.updateTime = Math.max(net.updateTime, p.openedAt ?? p.createdAt);
    const size = BigInt(p.contractSize);
    if (p.status === 'pending') {
      net.reserve += p.reserve;
      const spec = { pricePrecision: net.pricePrecision, contractSize: size, feeRate: p.feeRate, maintenanceRate: p.maintenanceRate };
      if (p.limitTicks !== null) net.orderNotional += notionalOf(spec, p.lots, p.limitTicks);
      return;
    }
    net.quantity += p.lots * size;
    net.entryNumerator += p.entryValue * size;
    net.margin += p.margin;
    if (mark === undefined) return;
    const v = this.contracts.views.valuation(p, mark);
    net.exit = v.exit;
    net.pnl += v.pnl;
    net.notional += v.notional;
    net.maintenance += v.maintenance;
    net.liquidation = nearer(p.side, net.liquidation, v.liquidation);
  }
}

/** The average entry of a netted position in ticks, rounded half up (as the contract page rounds a position's). */
export function entryTicks(n: Pick<NetPosition, 'quantity' | 'entryNumerator'>): bigint {
  return n.quantity === 0n ? 0n : (2n * n.entryNumerator + n.quantity) / (2n * n.quantity);
}

/** A netted position's quantity as Binance's signed positionAmt in the base unit (a short negative). */
export const signedQuantity = (n: Pick<NetPosition, 'quantity' | 'side'>) => (n.side === 'long' ? n.quantity : -n.quantity);
