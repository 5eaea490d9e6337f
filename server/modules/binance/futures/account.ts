// The futures API's account endpoints (issue 40, docs/decisions/095-binance-futures-api.md,
// "Market data and account"): the leverage new positions open with, the margin type and position
// mode (isolated and one-way: the platform's only ones), the leverage brackets, the account and
// balance (v2 and v3, as CCXT's binanceusdm reads v3) and positionRisk (v2 and v3) of the key's
// wallet, from the contract positions netted per symbol and side (positions.ts). Money in USDT
// with 6 decimals, quantities in the base unit, prices at the product's precision.
import { CONTRACT_CURRENCY, CONTRACT_SCALE, notionalOf } from '../../../../shared/contract.ts';
import { formatScaled } from '../../../../shared/market.ts';
import { formatAmount } from '../../../../shared/money.ts';
import * as S from '../../../../shared/schemas/binance-futures.ts';
import type { KeyInUse } from '../../api-keys/service.ts';
import type { ContractSettings } from '../../contract/settings.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import { type BinanceRoute, binanceRoute as route } from '../api.ts';
import { BinanceError } from '../errors.ts';
import { binanceSymbol } from '../symbols.ts';
import { contractOfSymbol, QUANTITY_PRECISION } from './contracts.ts';
import type { FuturesLeverageRepository } from './leverage-repository.ts';
import { FAPI_V1 } from './market-data.ts';
import type { ContractPlatform } from './platform.ts';
import { emptyNet, entryTicks, type FuturesAccount, type FuturesPositions, type NetPosition, signedQuantity } from './positions.ts';

export interface FuturesAccountDeps {
  contracts: Pick<ContractPlatform, 'settings' | 'views'>;
  positions: FuturesPositions;
  leverage: FuturesLeverageRepository;
  now: () => number;
}

const money = (v: bigint) => formatAmount(v, CONTRACT_SCALE);
const quantity = (v: bigint) => formatAmount(v, QUANTITY_PRECISION);
/** Binance's answer of a change that took. */
const SUCCESS = { code: 200 as const, msg: 'success' as const };

/** Binance's refusals of what the platform does not offer. */
export const bnFuturesError = {
  /** A leverage the product does not offer (Binance: -4028 INVALID_LEVERAGE). */
  leverage: (leverage: number, s: ContractSettings) =>
    new BinanceError(-4028, `Leverage ${leverage} is not valid. ${binanceSymbol(s.symbol)} offers ${s.leverages.join(', ')}.`),
  /** Cross margin or hedge mode (Binance: -1020 UNSUPPORTED_OPERATION). */
  unsupported: (why: string) => new BinanceError(-1020, `This operation is not supported. ${why}`),
} as const;

const signed = (n: NetPosition, v: bigint) => money(n.side === 'long' ? v : -v);
/** The figures every list (and the user data stream's ACCOUNT_UPDATE) writes of a netted position. */
export const positionFigures = (n: NetPosition) => ({
  symbol: n.symbol,
  positionSide: 'BOTH' as const,
  positionAmt: quantity(signedQuantity(n)),
  entryPrice: formatScaled(entryTicks(n), n.pricePrecision),
  // Binance's isolated margin counts the unrealised P/L in; the isolated wallet is the margin itself
  isolatedMargin: money(n.margin + n.pnl),
  isolatedWallet: money(n.margin),
  notional: signed(n, n.notional),
  initialMargin: money(n.margin + n.reserve),
  maintMargin: money(n.maintenance),
  positionInitialMargin: money(n.margin),
  openOrderInitialMargin: money(n.reserve),
  bidNotional: money(n.side === 'long' ? n.orderNotional : 0n),
  askNotional: money(n.side === 'short' ? n.orderNotional : 0n),
  updateTime: n.updateTime,
});

/**
 * The futures wallet's totals (account, balance, the user data stream's ACCOUNT_UPDATE): USDT
 * available, what positions (margins) and pending orders (reserves) hold, and their P/L.
 */
export function futuresWallet(a: FuturesAccount) {
  const initial = a.margin + a.reserve;
  const balance = a.available + initial;
  return {
    walletBalance: money(balance),
    unrealizedProfit: money(a.pnl),
    marginBalance: money(balance + a.pnl),
    maintMargin: money(a.maintenance),
    initialMargin: money(initial),
    positionInitialMargin: money(a.margin),
    openOrderInitialMargin: money(a.reserve),
    // every position is isolated: what is not in a position's margin is the cross wallet
    crossWalletBalance: money(a.available + a.reserve),
    crossUnPnl: money(0n),
    availableBalance: money(a.available),
    maxWithdrawAmount: money(a.available),
  };
}

export function futuresAccountRoutes(deps: FuturesAccountDeps): BinanceRoute[] {
  const { settings, views } = deps.contracts;
  const all = () => settings.all();
  const userOf = (key: KeyInUse | null) => (key as KeyInUse).userId;

  /** The largest one order may be at the tick in force: the product caps orders (max lots), not positions. */
  const maxNotional = (s: ContractSettings) => notionalOf(s, s.maxLots, views.markOf(s.productId) ?? 0n);

  /** The leverage shown for a symbol: the one its new positions open with (chosen, or the product's default). */
  const leverageOf = (userId: number, mode: Mode, s: ContractSettings | undefined) =>
    s === undefined ? 0 : deps.leverage.leverageOf(userId, mode, s);

  /** The account's netted positions of `symbol` (or every symbol), and with `flats` a zero entry for each symbol without any. */
  function entries(account: FuturesAccount, symbol: string | undefined, flats: boolean): { net: NetPosition; s?: ContractSettings }[] {
    const products = symbol === undefined ? all() : [contractOfSymbol(all(), symbol)];
    const bySymbol = new Map(products.map((s) => [binanceSymbol(s.symbol), s]));
    const held = account.positions
      .filter((n) => symbol === undefined || bySymbol.has(n.symbol))
      .map((net) => ({ net, s: bySymbol.get(net.symbol) }));
    if (!flats) return held;
    const busy = new Set(held.map((e) => e.net.symbol));
    // what v2's lists say of a symbol without positions or orders: a zero entry
    const idle = products
      .filter((s) => !busy.has(binanceSymbol(s.symbol)))
      .map((s) => ({ net: emptyNet(binanceSymbol(s.symbol), s.productId, s.pricePrecision, 'long'), s }));
    return [...held, ...idle].sort((a, b) => a.net.productId - b.net.productId || (a.net.side === 'long' ? -1 : 1));
  }

  /** The price a netted position is valued at: its exit price, or the tick itself when it holds nothing. */
  const markOf = (n: NetPosition) => formatScaled(n.exit ?? views.markOf(n.productId) ?? 0n, n.pricePrecision);

  const totals = (w: ReturnType<typeof futuresWallet>) => ({
    totalInitialMargin: w.initialMargin,
    totalMaintMargin: w.maintMargin,
    totalWalletBalance: w.walletBalance,
    totalUnrealizedProfit: w.unrealizedProfit,
    totalMarginBalance: w.marginBalance,
    totalPositionInitialMargin: w.positionInitialMargin,
    totalOpenOrderInitialMargin: w.openOrderInitialMargin,
    totalCrossWalletBalance: w.crossWalletBalance,
    totalCrossUnPnl: w.crossUnPnl,
    availableBalance: w.availableBalance,
    maxWithdrawAmount: w.maxWithdrawAmount,
  });
  // (CCXT skips an asset whose updateTime is 0 as never used)
  const asset = (w: ReturnType<typeof futuresWallet>) => ({
    asset: CONTRACT_CURRENCY,
    ...w,
    marginAvailable: true,
    updateTime: deps.now(),
  });

  const accountV3 = (a: FuturesAccount) => {
    const w = futuresWallet(a);
    return {
      ...totals(w),
      assets: [asset(w)],
      positions: entries(a, undefined, false).map(({ net }) => {
        const f = positionFigures(net);
        return {
          symbol: f.symbol,
          positionSide: f.positionSide,
          positionAmt: f.positionAmt,
          unrealizedProfit: money(net.pnl),
          isolatedMargin: f.isolatedMargin,
          notional: f.notional,
          isolatedWallet: f.isolatedWallet,
          initialMargin: f.initialMargin,
          maintMargin: f.maintMargin,
          updateTime: f.updateTime,
        };
      }),
    };
  };

  return [
    route({
      method: 'POST',
      path: `${FAPI_V1}/leverage`,
      absolute: true,
      weight: 1,
      security: 'TRADE',
      permission: 'contract',
      params: S.FBnLeverageBody,
      summary:
        'The leverage the symbol’s new positions open with: one of the product’s choices (another is -4028); open positions keep theirs',
      response: S.FBnLeverage,
      handler: ({ params, key, mode }) => {
        const s = contractOfSymbol(all(), params.symbol);
        if (!s.leverages.includes(params.leverage)) throw bnFuturesError.leverage(params.leverage, s);
        deps.leverage.set(userOf(key), mode, s.productId, params.leverage, deps.now());
        return { leverage: params.leverage, maxNotionalValue: money(maxNotional(s)), symbol: binanceSymbol(s.symbol) };
      },
    }),
    route({
      method: 'POST',
      path: `${FAPI_V1}/marginType`,
      absolute: true,
      weight: 1,
      security: 'TRADE',
      permission: 'contract',
      params: S.FBnMarginTypeBody,
      summary: 'ISOLATED: success (every position is isolated); CROSSED is not offered (-1020)',
      response: S.FBnSuccess,
      handler: ({ params }) => {
        contractOfSymbol(all(), params.symbol);
        if (params.marginType === 'CROSSED') {
          throw bnFuturesError.unsupported('The platform margins every position in isolation: CROSSED margin is not offered.');
        }
        return SUCCESS;
      },
    }),
    route({
      method: 'GET',
      path: `${FAPI_V1}/positionSide/dual`,
      absolute: true,
      weight: 30,
      security: 'USER_DATA',
      params: S.FBnNoParams,
      summary: 'The position mode: always one-way (dualSidePosition false)',
      response: S.FBnDualSide,
      handler: () => ({ dualSidePosition: false }),
    }),
    route({
      method: 'POST',
      path: `${FAPI_V1}/positionSide/dual`,
      absolute: true,
      weight: 1,
      security: 'TRADE',
      permission: 'contract',
      params: S.FBnDualSideBody,
      summary: 'One-way mode (false): success; hedge mode (true) is not offered (-1020)',
      response: S.FBnSuccess,
      handler: ({ params }) => {
        if (params.dualSidePosition === 'true') {
          throw bnFuturesError.unsupported('Positions are one-way (positionSide BOTH): hedge mode is not offered.');
        }
        return SUCCESS;
      },
    }),
    route({
      method: 'GET',
      path: `${FAPI_V1}/leverageBracket`,
      absolute: true,
      weight: 1,
      security: 'USER_DATA',
      params: S.FBnSymbolQuery,
      summary:
        'One bracket per symbol: up to the product’s highest leverage, its maintenance rate, capped at the largest single order at the tick in force',
      response: S.oneOrEvery(S.FBnLeverageBracket),
      handler: ({ params }) => {
        const bracket = (s: ContractSettings) => ({
          symbol: binanceSymbol(s.symbol),
          notionalCoef: 1,
          brackets: [
            {
              bracket: 1,
              initialLeverage: Math.max(...s.leverages),
              notionalCap: Number(money(maxNotional(s))),
              notionalFloor: 0,
              maintMarginRatio: Number(s.maintenanceRate),
              cum: 0,
            },
          ],
        });
        return params.symbol === undefined ? all().map(bracket) : bracket(contractOfSymbol(all(), params.symbol));
      },
    }),
    ...(['v2', 'v3'] as const).map((version) =>
      route({
        method: 'GET',
        path: `/fapi/${version}/account`,
        absolute: true,
        weight: 5,
        security: 'USER_DATA',
        params: S.FBnNoParams,
        summary: `The futures wallet (the key’s: demo or real): USDT available, margins and order reserves, unrealised P/L at the tick, ${
          version === 'v2' ? 'every symbol’s netted position' : 'the netted positions'
        }`,
        response: version === 'v2' ? S.FBnAccountV2 : S.FBnAccountV3,
        handler: ({ key, mode }) => {
          const userId = userOf(key);
          const a = deps.positions.account(userId, mode);
          if (version === 'v3') return accountV3(a);
          return {
            feeTier: 0,
            canTrade: (key as KeyInUse).permissions.has('contract'),
            canDeposit: false,
            canWithdraw: false,
            updateTime: 0,
            multiAssetsMargin: false,
            ...accountV3(a),
            positions: entries(a, undefined, true).map(({ net, s }) => {
              const f = positionFigures(net);
              return {
                symbol: f.symbol,
                initialMargin: f.initialMargin,
                maintMargin: f.maintMargin,
                unrealizedProfit: money(net.pnl),
                positionInitialMargin: f.positionInitialMargin,
                openOrderInitialMargin: f.openOrderInitialMargin,
                leverage: String(leverageOf(userId, mode, s)),
                isolated: true,
                entryPrice: f.entryPrice,
                maxNotional: money(s ? maxNotional(s) : 0n),
                bidNotional: f.bidNotional,
                askNotional: f.askNotional,
                positionSide: f.positionSide,
                positionAmt: f.positionAmt,
                updateTime: f.updateTime,
              };
            }),
          };
        },
      }),
    ),
    ...(['v2', 'v3'] as const).map((version) =>
      route({
        method: 'GET',
        path: `/fapi/${version}/balance`,
        absolute: true,
        weight: 5,
        security: 'USER_DATA',
        params: S.FBnNoParams,
        summary: 'The futures wallet’s USDT: balance (available and what positions and orders hold), available',
        response: S.FBnBalanceList,
        handler: ({ key, mode }) => {
          const w = futuresWallet(deps.positions.account(userOf(key), mode));
          return [
            {
              accountAlias: `${mode}-${userOf(key)}`,
              asset: CONTRACT_CURRENCY,
              balance: w.walletBalance,
              crossWalletBalance: w.crossWalletBalance,
              crossUnPnl: w.crossUnPnl,
              availableBalance: w.availableBalance,
              maxWithdrawAmount: w.maxWithdrawAmount,
              marginAvailable: true,
              updateTime: deps.now(),
            },
          ];
        },
      }),
    ),
    ...(['v2', 'v3'] as const).map((version) =>
      route({
        method: 'GET',
        path: `/fapi/${version}/positionRisk`,
        absolute: true,
        weight: 5,
        security: 'USER_DATA',
        params: S.FBnSymbolQuery,
        summary: `The positions netted per symbol and side (one-way: positionSide BOTH; a long and a short of one symbol are two entries)${
          version === 'v2' ? ', every symbol listed' : ', only symbols with positions or orders'
        }`,
        response: version === 'v2' ? S.FBnPositionRiskV2 : S.FBnPositionRiskV3,
        handler: ({ params, key, mode }) => {
          const userId = userOf(key);
          const account = deps.positions.account(userId, mode);
          return entries(account, params.symbol, version === 'v2').map(({ net, s }) => {
            const f = positionFigures(net);
            const common = {
              symbol: f.symbol,
              positionAmt: f.positionAmt,
              entryPrice: f.entryPrice,
              markPrice: markOf(net),
              unRealizedProfit: money(net.pnl),
              liquidationPrice: net.liquidation === undefined ? '0' : formatScaled(net.liquidation, net.pricePrecision),
              isolatedMargin: f.isolatedMargin,
              positionSide: f.positionSide,
              notional: f.notional,
              isolatedWallet: f.isolatedWallet,
              updateTime: f.updateTime,
            };
            if (version === 'v2') {
              return {
                ...common,
                leverage: String(leverageOf(userId, mode, s)),
                maxNotionalValue: money(s ? maxNotional(s) : 0n),
                marginType: 'isolated' as const,
                isAutoAddMargin: 'false' as const,
              };
            }
            return {
              ...common,
              initialMargin: f.initialMargin,
              maintMargin: f.maintMargin,
              positionInitialMargin: f.positionInitialMargin,
              openOrderInitialMargin: f.openOrderInitialMargin,
              bidNotional: f.bidNotional,
              askNotional: f.askNotional,
              marginAsset: CONTRACT_CURRENCY,
            };
          });
        },
      }),
    ),
  ];
}
