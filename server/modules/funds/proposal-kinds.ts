// The funds module's four-eyes proposal kinds (decision 031), registered with the approvals
// module: manual balance adjustments and promotional credits (one ledger journal each, on a
// customer's available balance), a withdrawal above its currency's approval threshold, and a
// currency's limits, fees and threshold.
import { formatAmount, trimZeros } from '../../../shared/money.ts';
import {
  BalanceAdjustmentPayload,
  CurrencySettingsPayload,
  type PayloadOf,
  PromotionGrantPayload,
  type Snapshot,
  WithdrawalPayload,
} from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ledger, Mode } from '../../ledger/ledger.ts';
import { LedgerError } from '../../ledger/ledger.ts';
import type { ProposalKindDef } from '../approvals/registry.ts';
import { SETTINGS_PERMISSIONS, settingsKind, settingUnits } from '../approvals/settings-kind.ts';
import type { CurrencyBook } from './currencies.ts';
import type { CurrencySettingsRow, FundsRepository } from './repository.ts';
import type { WithdrawalService } from './withdrawals/service.ts';

export interface FundsKindDeps {
  ledger: Ledger;
  book: CurrencyBook;
  repo: FundsRepository;
  withdrawals: WithdrawalService;
  /** After an approved currency change committed: every instance reads the currencies again. */
  currenciesChanged: () => void;
}

type MoneyPayload = { userId: number; currency: string; mode: Mode; amount: string };

/** The kinds in the order the approvals list documents them. */
export function fundsProposalKinds({ ledger, book, repo, withdrawals, currenciesChanged }: FundsKindDeps) {
  const customer = (userId: number) => {
    if (!repo.customerExists(userId)) throw new AppError('ACCOUNT_NOT_FOUND');
  };
  /** A positive amount of a known currency in its minor units. */
  const positive = (currency: string, amount: string) => book.parse(currency, amount, { min: 1n, max: 0n });
  const available = (p: MoneyPayload) => ledger.balance({ userId: p.userId, kind: 'available', currency: p.currency, mode: p.mode });

  /** A credit or debit of a user's available balance against a platform account: one journal. */
  const postToUser = (
    proposalId: number,
    type: 'manual_adjustment' | 'promotion_grant',
    p: MoneyPayload,
    signed: bigint,
    platform: 'adjustments' | 'bonuses',
  ) => {
    try {
      const { journalId } = ledger.post({
        key: `proposal:${proposalId}:execute`,
        type,
        userId: p.userId,
        reference: `proposal:${proposalId}`,
        legs: [
          { account: { userId: p.userId, kind: 'available', currency: p.currency, mode: p.mode }, amount: signed },
          { account: { platform, currency: p.currency, mode: p.mode }, amount: -signed },
        ],
      });
      return `journal:${journalId}`;
    } catch (e) {
      if (e instanceof LedgerError && e.reason === 'INSUFFICIENT_BALANCE') throw new AppError('ADJUSTMENT_EXCEEDS_BALANCE');
      throw e;
    }
  };
  const balanceSnapshot = (p: MoneyPayload, signed: bigint) => {
    const now = available(p);
    return {
      before: { available: book.format(p.currency, now) },
      after: { available: book.format(p.currency, now + signed) },
    };
  };
  // (a debit the balance no longer covers may be approved later: ADJUSTMENT_EXCEEDS_BALANCE is not final;
  // real money in a demo-only deployment never will be: decision 071)
  const moneyFailures = ['CURRENCY_UNKNOWN', 'ACCOUNT_NOT_FOUND', 'DEMO_ONLY_DEPLOYMENT'] as const;
  const money = { propose: 'adjustments.propose', approve: 'adjustments.approve' } as const;

  const balanceAdjustment: ProposalKindDef<typeof BalanceAdjustmentPayload> = {
    name: 'balance-adjustment',
    permissions: money,
    payload: BalanceAdjustmentPayload,
    finalFailures: moneyFailures,
    preview(p) {
      customer(p.userId);
      const units = positive(p.currency, p.amount);
      const snap = balanceSnapshot(p, p.direction === 'credit' ? units : -units);
      // a debit beyond today's balance is refused now already (approval checks again)
      if (snap.after.available.startsWith('-')) throw new AppError('ADJUSTMENT_EXCEEDS_BALANCE');
      return { targetType: 'user', targetId: String(p.userId), ...snap };
    },
    describe: (p) => ({ userId: p.userId, currency: p.currency }),
    execute(p, { id }) {
      const units = positive(p.currency, p.amount);
      return postToUser(id, 'manual_adjustment', p, p.direction === 'credit' ? units : -units, 'adjustments');
    },
  };

  const promotionGrant: ProposalKindDef<typeof PromotionGrantPayload> = {
    name: 'promotion-grant',
    permissions: money,
    payload: PromotionGrantPayload,
    finalFailures: moneyFailures,
    preview(p) {
      customer(p.userId);
      return { targetType: 'user', targetId: String(p.userId), ...balanceSnapshot(p, positive(p.currency, p.amount)) };
    },
    describe: (p) => ({ userId: p.userId, currency: p.currency }),
    execute(p, { id }) {
      return postToUser(id, 'promotion_grant', p, positive(p.currency, p.amount), 'bonuses');
    },
  };

  const withdrawal: ProposalKindDef<typeof WithdrawalPayload> = {
    name: 'withdrawal',
    permissions: { propose: 'withdrawals.review', approve: 'withdrawals.review' },
    payload: WithdrawalPayload,
    // proposed by the withdrawal queue's approve route (WithdrawalApprovals), never by a form
    ownRoute: true,
    // reviewed (or gone) meanwhile: it can never be paid by this proposal
    finalFailures: ['NOT_FOUND', 'ALREADY_REVIEWED', 'CURRENCY_UNKNOWN', 'ACCOUNT_NOT_FOUND'],
    preview(p) {
      const w = repo.withdrawal(p.withdrawalId);
      if (!w) throw new AppError('NOT_FOUND');
      // what paying it does: the status, and the customer's frozen balance loses the amount
      // (amounts in the currency's minor-unit precision; the subject names the currency)
      const f = (units: bigint) => book.format(w.currency, units);
      const account = { userId: Number(w.userId), currency: w.currency, mode: 'real' as const };
      const available = f(ledger.balance({ ...account, kind: 'available' }));
      const frozen = ledger.balance({ ...account, kind: 'frozen' });
      const same = { amount: f(w.amount), fee: f(w.fee), arrival: f(w.amount - w.fee), available };
      return {
        targetType: 'withdrawal',
        targetId: String(p.withdrawalId),
        before: { status: w.status, ...same, frozen: f(frozen) },
        after: { status: 'passed', ...same, frozen: f(frozen - w.amount) },
      };
    },
    describe(p) {
      const w = withdrawals.detail(p.withdrawalId);
      return { userId: w.userId, currency: w.currency, payTo: w.payTo };
    },
    execute(p, _proposal, actor) {
      // the withdrawal queue's own approval: pays it and records its audit row and message
      withdrawals.approve(p.withdrawalId, actor);
      return `withdrawal:${p.withdrawalId}`;
    },
  };

  const currencySnapshot = (c: CurrencySettingsRow): Snapshot => ({
    minDeposit: formatAmount(c.minDeposit, c.scale),
    maxDeposit: formatAmount(c.maxDeposit, c.scale),
    minWithdraw: formatAmount(c.minWithdraw, c.scale),
    maxWithdraw: formatAmount(c.maxWithdraw, c.scale),
    withdrawFeeRate: trimZeros(c.withdrawFeeRate),
    withdrawApprovalThreshold: formatAmount(c.withdrawApprovalThreshold, c.scale),
  });
  const currencyRow = (code: string) => {
    const c = repo.currencySetting(code);
    if (!c) throw new AppError('CURRENCY_UNKNOWN', { currency: code.slice(0, 10) });
    return c;
  };
  /** The new row of a currency-settings payload, checked (a maximum of 0 means none). */
  const currencyAfter = (p: PayloadOf<'currency-settings'>): CurrencySettingsRow => {
    const c = currencyRow(p.currency);
    const u = (v: string) => settingUnits(v, c.scale);
    const row = {
      ...c,
      minDeposit: u(p.minDeposit),
      maxDeposit: u(p.maxDeposit),
      minWithdraw: u(p.minWithdraw),
      maxWithdraw: u(p.maxWithdraw),
      withdrawFeeRate: trimZeros(p.withdrawFeeRate),
      withdrawApprovalThreshold: u(p.withdrawApprovalThreshold),
    };
    if (row.minDeposit < 1n || row.minWithdraw < 1n)
      throw new AppError('AMOUNT_TOO_SMALL', { min: formatAmount(1n, c.scale), currency: c.code });
    if ((row.maxDeposit > 0n && row.minDeposit > row.maxDeposit) || (row.maxWithdraw > 0n && row.minWithdraw > row.maxWithdraw)) {
      throw new AppError('LIMITS_INVALID');
    }
    return row;
  };
  const currencySettings = settingsKind({
    name: 'currency-settings',
    permissions: SETTINGS_PERMISSIONS,
    payload: CurrencySettingsPayload,
    finalFailures: ['CURRENCY_UNKNOWN'],
    target: (p) => ({ type: 'currency', id: p.currency }),
    describe: (p) => ({ currency: p.currency }),
    current: (p) => currencySnapshot(currencyRow(p.currency)),
    proposed: (p) => currencySnapshot(currencyAfter(p)),
    apply: (p) => repo.updateCurrencySettings(currencyAfter(p)),
    // the next request, on any instance, sees the new limits and fees
    afterCommit: currenciesChanged,
  });

  return { balanceAdjustment, promotionGrant, withdrawal, currencySettings };
}
