// The futures account's changes in Binance's USDⓈ-M user data stream words (issue 40, decision 096):
// a futures order's `futures-order` event becomes ORDER_TRADE_UPDATE (the order in the futures
// API's view, order-views.ts; each trade as userTrades shows it), a contract position's change
// ACCOUNT_UPDATE (reason ORDER, FUNDING_FEE for the overnight charge) with the USDT wallet and the
// symbol's positions as positionRisk nets them (positions.ts, account.ts), a balance change with
// no position behind it ACCOUNT_UPDATE DEPOSIT or WITHDRAW by the wallet balance's change. Built on
// the instance that holds the stream, from the event and the rows it names; a change the rows do
// not show (rolled back) gives nothing.
import { CONTRACT_CURRENCY, CONTRACT_SCALE } from '../../../../shared/contract.ts';
import { formatScaled } from '../../../../shared/market.ts';
import { formatAmount } from '../../../../shared/money.ts';
import type { AccountUpdate, FuturesOrderMessage, OrderTradeUpdate } from '../../../../shared/schemas/binance-user-data.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { ContractSettings } from '../../contract/settings.ts';
import { binanceSymbol } from '../symbols.ts';
import { futuresWallet, positionFigures } from '../futures/account.ts';
import { quantityOfLots } from '../futures/contracts.ts';
import type { FuturesOrderRepository, FuturesOrderRow } from '../futures/order-repository.ts';
import { avgText, futuresOrder, futuresTrades } from '../futures/order-views.ts';
import type { ContractPlatform } from '../futures/platform.ts';
import { emptyNet, type FuturesPositions } from '../futures/positions.ts';

/** A `contract-position` event: the position as the contract page shows it (what is read of it here). */
export interface ContractPositionEvent {
  kind: 'contract-position';
  position: { id: number; mode: Mode; productId: number };
}

export interface FuturesEventDeps {
  contracts: Pick<ContractPlatform, 'settings' | 'repo'>;
  positions: FuturesPositions;
  orders: FuturesOrderRepository;
  now: () => number;
}

type Reason = AccountUpdate['a']['m'];
const money = (v: bigint) => formatAmount(v, CONTRACT_SCALE);

export class FuturesUserEvents {
  /** The wallet balance last told per user and wallet (`userId:mode`): a balance change's sign and size. */
  private readonly told = new Map<string, bigint>();

  constructor(private readonly deps: FuturesEventDeps) {}

  /** An ORDER_TRADE_UPDATE of `o` with what this execution says. */
  private update(
    s: ContractSettings,
    o: FuturesOrderRow,
    e: Pick<OrderTradeUpdate['o'], 'x' | 'X' | 'z' | 'ap' | 'T'> & Partial<OrderTradeUpdate['o']>,
  ) {
    const view = futuresOrder(s, o);
    const zero = quantityOfLots(s, 0n);
    const now = this.deps.now();
    const update: OrderTradeUpdate = {
      e: 'ORDER_TRADE_UPDATE',
      E: now,
      T: e.T,
      o: {
        s: view.symbol,
        c: view.clientOrderId,
        S: view.side,
        o: view.type,
        f: view.timeInForce,
        q: view.origQty,
        p: view.price,
        sp: view.stopPrice,
        i: view.orderId,
        l: zero,
        L: formatScaled(0n, s.pricePrecision),
        N: CONTRACT_CURRENCY,
        n: '0',
        t: 0,
        b: '0',
        a: '0',
        m: false,
        R: view.reduceOnly,
        wt: view.workingType,
        ot: view.origType,
        ps: view.positionSide,
        cp: view.closePosition,
        rp: '0',
        pP: view.priceProtect,
        si: 0,
        ss: 0,
        V: view.selfTradePreventionMode,
        pm: view.priceMatch,
        gtd: view.goodTillDate,
        ...e,
      },
    };
    return update;
  }

  /** A `futures-order` event of the user's: NEW, each TRADE (filled so far up to it), CANCELED or EXPIRED. */
  ofOrder(event: FuturesOrderMessage): OrderTradeUpdate[] {
    const o = this.deps.orders.order(event.orderId);
    const s = o && this.deps.contracts.settings.get(o.productId);
    if (!o || !s || o.mode !== event.mode) return [];
    if (event.x === 'NEW') {
      return [
        this.update(s, o, {
          x: 'NEW',
          X: 'NEW',
          z: quantityOfLots(s, 0n),
          ap: avgText(s, { executedLots: 0n, executedValue: 0n }),
          T: o.createdAt,
        }),
      ];
    }
    if (event.x !== 'TRADE') {
      if (o.status !== event.x) return [];
      const view = futuresOrder(s, o);
      return [this.update(s, o, { x: event.x, X: event.x, z: view.executedQty, ap: view.avgPrice, T: o.updatedAt })];
    }
    // the order's fills, oldest first, as userTrades shows them; this event's by position and journal
    const fills = this.deps.orders.fills(o.userId, o.mode, o.productId, { orderId: o.id, limit: 1000 });
    const trades = futuresTrades(s, fills, (ids) => this.deps.orders.positionFills(ids));
    const out: OrderTradeUpdate[] = [];
    for (const made of event.fills ?? []) {
      const i = fills.findIndex((f) => f.positionId === made.positionId && f.journalId === made.journalId);
      const trade = trades[i];
      if (i < 0 || !trade) continue;
      const upTo = fills.slice(0, i + 1);
      const lots = upTo.reduce((sum, f) => sum + f.lots, 0n);
      const value = upTo.reduce((sum, f) => sum + f.lots * f.ticks, 0n);
      out.push(
        this.update(s, o, {
          x: 'TRADE',
          X: i === fills.length - 1 && o.status === 'FILLED' ? 'FILLED' : 'PARTIALLY_FILLED',
          z: quantityOfLots(s, lots),
          ap: avgText(s, { executedLots: lots, executedValue: value }),
          T: trade.time,
          l: trade.qty,
          L: trade.price,
          n: trade.commission,
          t: trade.id,
          m: trade.maker,
          rp: trade.realizedPnl,
        }),
      );
    }
    return out;
  }

  /** The account as an ACCOUNT_UPDATE: the USDT wallet, and the positions of `symbol` when named (a flat entry when none). */
  private account(
    userId: number,
    mode: Mode,
    m: Reason,
    s?: ContractSettings,
    a = this.deps.positions.account(userId, mode),
  ): AccountUpdate {
    const w = futuresWallet(a);
    const balance = a.available + a.margin + a.reserve;
    const key = `${userId}:${mode}`;
    const before = this.told.get(key) ?? balance;
    this.told.set(key, balance);
    const symbol = s && binanceSymbol(s.symbol);
    const nets = s ? a.positions.filter((n) => n.symbol === symbol) : [];
    if (s && nets.length === 0) nets.push(emptyNet(symbol as string, s.productId, s.pricePrecision, 'long'));
    const now = this.deps.now();
    return {
      e: 'ACCOUNT_UPDATE',
      E: now,
      T: now,
      a: {
        m,
        B: [
          {
            a: CONTRACT_CURRENCY,
            wb: w.walletBalance,
            cw: w.crossWalletBalance,
            bc: m === 'ORDER' || m === 'FUNDING_FEE' ? '0' : money(balance - before),
          },
        ],
        P: nets.map((n) => {
          const f = positionFigures(n);
          return {
            s: f.symbol,
            pa: f.positionAmt,
            ep: f.entryPrice,
            bep: f.entryPrice,
            cr: '0',
            up: money(n.pnl),
            mt: 'isolated',
            iw: f.isolatedWallet,
            ps: 'BOTH',
          };
        }),
      },
    };
  }

  /** A `contract-position` event of the user's: ORDER (FUNDING_FEE when its last change is the overnight charge), with its symbol's positions. */
  ofPosition(userId: number, { position }: ContractPositionEvent): AccountUpdate | null {
    const s = this.deps.contracts.settings.get(position.productId);
    if (!s) return null;
    const funding = this.deps.contracts.repo.events(position.id).at(-1)?.kind === 'overnight';
    return this.account(userId, position.mode, funding ? 'FUNDING_FEE' : 'ORDER', s);
  }

  /** A balance change with no position behind it: DEPOSIT or WITHDRAW by the wallet balance's change since the last told; none if it did not change. */
  ofBalance(userId: number, mode: Mode): AccountUpdate | null {
    const before = this.told.get(`${userId}:${mode}`);
    const a = this.deps.positions.account(userId, mode);
    const balance = a.available + a.margin + a.reserve;
    if (before === undefined || balance === before) {
      this.told.set(`${userId}:${mode}`, balance);
      return null;
    }
    return this.account(userId, mode, balance > before ? 'DEPOSIT' : 'WITHDRAW', undefined, a);
  }

  /** Starts following a user's wallet balance (a futures stream opened): the first change is told against it. */
  follow(userId: number, mode: Mode) {
    if (!this.told.has(`${userId}:${mode}`)) this.ofBalance(userId, mode);
  }

  /** Stops following it (their last futures stream here ended). */
  unfollow(userId: number, mode: Mode) {
    this.told.delete(`${userId}:${mode}`);
  }
}
