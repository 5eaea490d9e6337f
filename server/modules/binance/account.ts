// The account endpoint (issue 39): the key's wallet's balances, free (available) and locked
// (held by open orders and other products), every coin the platform holds; and the refusal of
// any withdrawal by key (Binance's /sapi/v1/capital/withdraw/apply): keys never move money out.
import { z } from 'zod';
import { formatAmount } from '../../../shared/money.ts';
import type { TradeMode as Mode } from '../../ledger/ledger.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { WalletService } from '../funds/wallet/service.ts';
import type { SpotService } from '../spot/service.ts';
import type { BinanceRoute } from './api.ts';
import { BinanceError } from './errors.ts';

const Dec = z.string();
export const BinanceAccount = z
  .object({
    makerCommission: z.number().int(),
    takerCommission: z.number().int(),
    buyerCommission: z.number().int(),
    sellerCommission: z.number().int(),
    commissionRates: z.object({ maker: Dec, taker: Dec, buyer: Dec, seller: Dec }),
    canTrade: z.boolean(),
    canWithdraw: z.boolean(),
    canDeposit: z.boolean(),
    brokered: z.boolean(),
    requireSelfTradePrevention: z.boolean(),
    preventSor: z.boolean(),
    updateTime: z.number().int(),
    accountType: z.literal('SPOT'),
    balances: z.array(z.object({ asset: z.string(), free: Dec, locked: Dec })),
    permissions: z.array(z.string()),
    uid: z.number().int(),
  })
  .meta({ id: 'BinanceAccount' });

/**
 * A wallet's balances as Binance's free and locked, per coin (of `only` when given): what open
 * orders hold (the wallet's position) is locked beside its own frozen money; `zero` when none.
 */
export function walletBalances(
  deps: { wallet: WalletService; book: CurrencyBook },
  userId: number,
  mode: Mode,
  only?: ReadonlySet<string>,
) {
  return [...deps.wallet.balances(userId, mode)]
    .filter(([asset]) => only === undefined || only.has(asset))
    .map(([asset, b]) => {
      const { scale } = deps.book.get(asset);
      return {
        asset,
        free: formatAmount(b.available, scale),
        locked: formatAmount(b.frozen + b.position, scale),
        zero: b.available + b.frozen + b.position === 0n,
      };
    });
}

/** A fee rate as Binance's commission in basis points (0.001 → 10). */
const basisPoints = (rate: string) => Math.round(Number(rate) * 10_000);

export function accountRoutes(deps: { wallet: WalletService; book: CurrencyBook; spot: SpotService; now: () => number }): BinanceRoute[] {
  return [
    {
      method: 'GET',
      path: '/account',
      weight: 20,
      security: 'USER_DATA',
      params: z.strictObject({ omitZeroBalances: z.enum(['true', 'false']).optional() }),
      summary: 'Your wallet (the key’s: demo or real): free and locked balance of every coin, and the fee rates',
      response: BinanceAccount,
      handler: ({ params, key, mode }) => {
        const k = key as NonNullable<typeof key>;
        // the platform's default spot fees (a market may differ: exchangeInfo does not say, myTrades does)
        const first = deps.spot.markets()[0];
        const maker = first?.makerFee ?? '0';
        const taker = first?.takerFee ?? '0';
        const balances = walletBalances(deps, k.userId, mode)
          .filter((b) => params.omitZeroBalances !== 'true' || !b.zero)
          .map(({ zero: _zero, ...b }) => b);
        return {
          makerCommission: basisPoints(maker),
          takerCommission: basisPoints(taker),
          buyerCommission: 0,
          sellerCommission: 0,
          commissionRates: { maker, taker, buyer: '0', seller: '0' },
          canTrade: k.permissions.has('spot'),
          canWithdraw: false,
          canDeposit: false,
          brokered: false,
          requireSelfTradePrevention: false,
          preventSor: false,
          updateTime: deps.now(),
          accountType: 'SPOT' as const,
          balances,
          permissions: ['SPOT'],
          uid: k.userId,
        };
      },
    },
    {
      method: 'POST',
      path: '/sapi/v1/capital/withdraw/apply',
      absolute: true,
      weight: 600,
      security: 'NONE',
      params: z.looseObject({}),
      summary: 'Withdrawals are never possible by API key: always refused (withdraw in the app, with its confirmations)',
      handler: () => {
        throw new BinanceError(
          -2015,
          'Invalid API-key, IP, or permissions for action. Withdrawals are never possible by API key: withdraw in the app.',
          401,
        );
      },
    },
  ];
}
