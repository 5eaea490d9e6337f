// What each kind of proposal is: who may propose and approve it, what it targets, its
// before → after snapshot (taken when proposed, shown to the approver), and its execution
// (synchronous, inside the approval's transaction). Settings kinds check on approval that
// the target still looks as it did when proposed, so an approver never applies a change to
// values they were not shown.
import { formatAmount, parseAmount, trimZeros } from '../../../shared/money.ts';
import type { PayloadOf, ProposalKind, Snapshot } from '../../../shared/schemas/approvals.ts';
import type { Permission } from '../../../shared/staff.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ledger, Mode } from '../../ledger/ledger.ts';
import { LedgerError } from '../../ledger/ledger.ts';
import type { StaffActor } from '../audit/service.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { FundsRepository } from '../funds/repository.ts';
import type { WithdrawalService } from '../funds/withdrawals/service.ts';
import { BONUS_SCALE, type BonusService, type BonusTerms } from '../bonus/service.ts';
import type { SpotAdminRepository } from '../spot/admin-repository.ts';
import { contractSettingAfter, contractSettingSnapshot } from './contract-setting.ts';
import type { MiningRepository } from '../mining/repository.ts';
import { MINING_CURRENCY } from '../mining/service.ts';
import { miningProductAfter, miningProductNew, miningProductNewSnapshot, miningProductSnapshot } from './mining-product.ts';
import { spotMarketAfter, spotMarketSnapshot } from './spot-market.ts';
import type { ApprovalsRepository, CurrencySettingsRow } from './repository.ts';

export interface Preview {
  targetType: string;
  targetId: string;
  before: Snapshot;
  after: Snapshot;
}

/** Who may propose and who may approve each kind (a different staff member, always). */
export const KIND_PERMISSIONS: Record<ProposalKind, { propose: Permission; approve: Permission }> = {
  'balance-adjustment': { propose: 'adjustments.propose', approve: 'adjustments.approve' },
  'promotion-grant': { propose: 'adjustments.propose', approve: 'adjustments.approve' },
  withdrawal: { propose: 'withdrawals.review', approve: 'withdrawals.review' },
  'credit-score': { propose: 'credit.write', approve: 'credit.write' },
  'currency-settings': { propose: 'settings.write', approve: 'settings.write' },
  'fast-option': { propose: 'settings.write', approve: 'settings.write' },
  product: { propose: 'settings.write', approve: 'settings.write' },
  'contract-setting': { propose: 'settings.write', approve: 'settings.write' },
  'spot-market': { propose: 'settings.write', approve: 'settings.write' },
  'bonus-settings': { propose: 'settings.write', approve: 'settings.write' },
  'mining-product': { propose: 'settings.write', approve: 'settings.write' },
  'mining-product-new': { propose: 'settings.write', approve: 'settings.write' },
};

export interface KindDef<K extends ProposalKind> {
  /** Validates the payload against the current state; the snapshot shown to the approver. */
  preview(payload: PayloadOf<K>): Preview;
  /** Applies the change (synchronous, inside the approval's transaction); what it left (a journal id). */
  execute(payload: PayloadOf<K>, proposal: { id: number; before: Snapshot; reason: string; proposedBy: number }, actor: StaffActor): string;
  /** Runs once the approval has committed (refreshing what is cached from the changed rows). */
  afterCommit?(): void;
}

export interface KindDeps {
  ledger: Ledger;
  book: CurrencyBook;
  withdrawals: WithdrawalService;
  funds: FundsRepository;
  repo: ApprovalsRepository;
  /** The app's clock (when a setting was changed). */
  now: () => number;
  /**
   * Called once an approved contract-setting change has committed, so the contract service's
   * cached settings refresh (ContractSettings.invalidate() of the contract module).
   */
  contractSettingsChanged?: () => void;
  /** The spot markets' settings (the spot-market kind reads and writes them). */
  spotMarkets: SpotAdminRepository;
  /** Called once an approved spot-market change has committed, so the spot service's cached markets refresh. */
  spotSettingsChanged?: () => void;
  /**
   * Called inside the approval's transaction once a credit-score change is applied: the account
   * module records it in the user's history and tells the user (decision 046).
   */
  creditScoreChanged?: (c: { userId: number; before: number; after: number; reason: string; proposalId: number; staffId: number }) => void;
  /** The bonus kinds' terms (the bonus-settings kind reads and writes them; decision 048). */
  bonusTerms?: Pick<BonusService, 'terms' | 'setTerms'>;
  /** The mining products (the mining-product kinds read, change and create them). */
  miningProducts: MiningRepository;
}

/** The largest bonus staff may set: 10000 USDT. */
const BONUS_MAX = 10_000n * 10n ** BigInt(BONUS_SCALE);

/** The fast-trade stakes are USDT (FastOption.minAmount/maxAmount). */
export const STAKE_CURRENCY = 'USDT';

/** Units of a typed amount at `scale`, zero allowed (a maximum or threshold of none): AMOUNT_INVALID when it is not one. */
function unitsAt(value: string, scale: number): bigint {
  if (/^0+(\.0*)?$/.test(value.trim())) return 0n;
  const parsed = parseAmount(value, scale);
  if ('problem' in parsed) throw new AppError('AMOUNT_INVALID', { scale });
  return parsed.units;
}

/** The same snapshot (a setting unchanged since it was proposed). */
function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

/**
 * A kind that changes a setting: refused when it changes nothing; on approval, refused as
 * stale when the target no longer looks as it did when proposed (the approver saw that).
 */
function settingsKind<K extends ProposalKind>(s: {
  target: (p: PayloadOf<K>) => { type: string; id: string | number };
  current: (p: PayloadOf<K>) => Snapshot;
  proposed: (p: PayloadOf<K>) => Snapshot;
  apply: (p: PayloadOf<K>) => void;
  afterCommit?: () => void;
}): KindDef<K> {
  return {
    preview(p) {
      const before = s.current(p);
      const after = s.proposed(p);
      if (sameSnapshot(before, after)) throw new AppError('PROPOSAL_NO_CHANGE');
      const target = s.target(p);
      return { targetType: target.type, targetId: String(target.id), before, after };
    },
    execute(p, { before }) {
      if (!sameSnapshot(s.current(p), before)) throw new AppError('PROPOSAL_STALE');
      s.apply(p);
      return '';
    },
    afterCommit: s.afterCommit,
  };
}

export function proposalKinds({
  ledger,
  book,
  withdrawals,
  funds,
  repo,
  now,
  contractSettingsChanged,
  spotMarkets,
  spotSettingsChanged,
  creditScoreChanged,
  bonusTerms,
  miningProducts,
}: KindDeps) {
  const userOf = (userId: number) => {
    const u = repo.user(userId);
    if (!u) throw new AppError('ACCOUNT_NOT_FOUND');
    return u;
  };
  const available = (userId: number, currency: string, mode: Mode) => ledger.balance({ userId, kind: 'available', currency, mode });
  /** A positive amount of a known currency in its minor units. */
  const positive = (currency: string, amount: string) => book.parse(currency, amount, { min: 1n, max: 0n });

  const currencySnapshot = (c: CurrencySettingsRow): Snapshot => ({
    minDeposit: formatAmount(c.minDeposit, c.scale),
    maxDeposit: formatAmount(c.maxDeposit, c.scale),
    minWithdraw: formatAmount(c.minWithdraw, c.scale),
    maxWithdraw: formatAmount(c.maxWithdraw, c.scale),
    withdrawFeeRate: trimZeros(c.withdrawFeeRate),
    withdrawApprovalThreshold: formatAmount(c.withdrawApprovalThreshold, c.scale),
  });
  const currencyRow = (code: string) => {
    const c = repo.currency(code);
    if (!c) throw new AppError('CURRENCY_UNKNOWN', { currency: code.slice(0, 10) });
    return c;
  };
  /** The new row of a currency-settings payload, checked (a maximum of 0 means none). */
  const currencyAfter = (p: PayloadOf<'currency-settings'>): CurrencySettingsRow => {
    const c = currencyRow(p.currency);
    const u = (v: string) => unitsAt(v, c.scale);
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

  const optionRow = (id: number) => {
    const o = repo.option(id);
    if (!o) throw new AppError('NOT_FOUND');
    return o;
  };
  const stakeScale = () => book.get(STAKE_CURRENCY).scale;
  const optionSnapshot = (o: { profitRate: string; minAmount: bigint; maxAmount: bigint; enabled: boolean | number }): Snapshot => ({
    profitRate: trimZeros(o.profitRate),
    minAmount: formatAmount(o.minAmount, stakeScale()),
    maxAmount: formatAmount(o.maxAmount, stakeScale()),
    enabled: Boolean(o.enabled),
  });
  const optionAfter = (p: PayloadOf<'fast-option'>) => {
    const o = {
      profitRate: trimZeros(p.profitRate),
      minAmount: unitsAt(p.minAmount, stakeScale()),
      maxAmount: unitsAt(p.maxAmount, stakeScale()),
      enabled: p.enabled,
    };
    if (o.minAmount < 1n) throw new AppError('AMOUNT_TOO_SMALL', { min: formatAmount(1n, stakeScale()), currency: STAKE_CURRENCY });
    if (o.minAmount > o.maxAmount) throw new AppError('LIMITS_INVALID');
    return o;
  };
  const contractRow = (productId: number) => {
    const c = repo.contractSetting(productId);
    if (!c) throw new AppError('CONTRACT_SETTING_PRODUCT_UNKNOWN');
    return c;
  };
  const spotRow = (marketId: number) => {
    const m = spotMarkets.market(marketId);
    if (!m) throw new AppError('SPOT_SETTING_MARKET_UNKNOWN');
    return m;
  };
  /** The row a spot-market payload makes, checked against the market's coins. */
  const spotAfter = (p: PayloadOf<'spot-market'>) => {
    const current = spotRow(p.marketId);
    const scales = { base: book.get(current.base).scale, quote: book.get(current.quote).scale };
    return { current, after: spotMarketAfter(current, p, { scales, hasOrders: () => spotMarkets.hasOrders(current.id), now: now() }) };
  };
  const bonusOf = (kind: PayloadOf<'bonus-settings'>['kind']) => {
    const t = bonusTerms?.terms().get(kind);
    if (!bonusTerms || !t) throw new AppError('NOT_FOUND');
    return { terms: bonusTerms, current: t };
  };
  const bonusSnapshot = (t: BonusTerms): Snapshot => ({
    kind: t.kind,
    amount: formatAmount(t.amount, BONUS_SCALE),
    turnoverMultiple: t.turnoverMultiple,
    expiryDays: t.expiryDays,
    enabled: t.enabled,
  });
  const bonusAfter = (p: PayloadOf<'bonus-settings'>): BonusTerms => {
    const amount = unitsAt(p.amount, BONUS_SCALE);
    if (amount > BONUS_MAX) throw new AppError('BONUS_SETTING_INVALID');
    return { kind: p.kind, amount, turnoverMultiple: p.turnoverMultiple, expiryDays: p.expiryDays, enabled: p.enabled };
  };
  const miningRow = (productId: number) => {
    const m = miningProducts.product(productId);
    if (!m) throw new AppError('MINING_PRODUCT_UNKNOWN');
    return { row: m, scale: book.get(m.currency).scale };
  };
  const miningNameTaken = (name: string, exceptId?: number) => miningProducts.nameTaken(name, exceptId);
  /** The product a `mining-product-new` payload makes, checked as an edit is (decision 058). */
  const miningNew = (p: PayloadOf<'mining-product-new'>) => {
    const scale = book.get(MINING_CURRENCY).scale;
    return { scale, row: miningProductNew(p, { currency: MINING_CURRENCY, scale, now: now(), nameTaken: miningNameTaken }) };
  };
  const productRow = (id: number) => {
    const p = repo.product(id);
    if (!p) throw new AppError('PRODUCT_NOT_FOUND');
    return p;
  };

  /** A credit or debit of a user's available balance against a platform account: one journal. */
  const postToUser = (
    proposalId: number,
    type: 'manual_adjustment' | 'promotion_grant',
    p: { userId: number; currency: string; mode: Mode; amount: string },
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
  const balanceSnapshot = (p: { userId: number; currency: string; mode: Mode }, signed: bigint) => {
    const now = available(p.userId, p.currency, p.mode);
    return {
      before: { available: book.format(p.currency, now) },
      after: { available: book.format(p.currency, now + signed) },
    };
  };

  const creditScoreBase = settingsKind<'credit-score'>({
    target: (p) => ({ type: 'user', id: p.userId }),
    current: (p) => ({ creditScore: userOf(p.userId).creditScore }),
    proposed: (p) => ({ creditScore: p.score }),
    apply: (p) => repo.setCreditScore(p.userId, p.score),
  });
  // the change is recorded with its reason in the user's history, and the user told
  const creditScoreKind: KindDef<'credit-score'> = {
    ...creditScoreBase,
    execute(p, proposal, actor) {
      const before = userOf(p.userId).creditScore;
      const result = creditScoreBase.execute(p, proposal, actor);
      creditScoreChanged?.({
        userId: p.userId,
        before,
        after: p.score,
        reason: proposal.reason,
        proposalId: proposal.id,
        staffId: actor.staffId,
      });
      return result;
    },
  };

  const kinds: { [K in ProposalKind]: KindDef<K> } = {
    'balance-adjustment': {
      preview(p) {
        userOf(p.userId);
        const units = positive(p.currency, p.amount);
        const signed = p.direction === 'credit' ? units : -units;
        const snap = balanceSnapshot(p, signed);
        // a debit beyond today's balance is refused now already (approval checks again)
        if (isNegative(snap.after.available)) throw new AppError('ADJUSTMENT_EXCEEDS_BALANCE');
        return { targetType: 'user', targetId: String(p.userId), ...snap };
      },
      execute(p, { id }) {
        const units = positive(p.currency, p.amount);
        return postToUser(id, 'manual_adjustment', p, p.direction === 'credit' ? units : -units, 'adjustments');
      },
    },
    'promotion-grant': {
      preview(p) {
        userOf(p.userId);
        return { targetType: 'user', targetId: String(p.userId), ...balanceSnapshot(p, positive(p.currency, p.amount)) };
      },
      execute(p, { id }) {
        return postToUser(id, 'promotion_grant', p, positive(p.currency, p.amount), 'bonuses');
      },
    },
    withdrawal: {
      preview(p) {
        const w = funds.withdrawal(p.withdrawalId);
        if (!w) throw new AppError('NOT_FOUND');
        const amount = `${book.format(w.currency, w.amount)} ${w.currency}`;
        return {
          targetType: 'withdrawal',
          targetId: String(p.withdrawalId),
          before: { status: w.status, amount },
          after: { status: 'passed', amount },
        };
      },
      execute(p, _proposal, actor) {
        // the withdrawal queue's own approval: pays it and records its audit row and message
        withdrawals.approve(p.withdrawalId, actor);
        return `withdrawal:${p.withdrawalId}`;
      },
    },
    'credit-score': creditScoreKind,
    'currency-settings': settingsKind({
      target: (p) => ({ type: 'currency', id: p.currency }),
      current: (p) => currencySnapshot(currencyRow(p.currency)),
      proposed: (p) => currencySnapshot(currencyAfter(p)),
      apply: (p) => repo.updateCurrency(currencyAfter(p)),
      afterCommit: () => book.reload(),
    }),
    'fast-option': settingsKind({
      target: (p) => ({ type: 'fast-option', id: p.optionId }),
      current: (p) => optionSnapshot(optionRow(p.optionId)),
      proposed: (p) => optionSnapshot(optionAfter(p)),
      apply: (p) => repo.updateOption(p.optionId, optionAfter(p)),
    }),
    product: settingsKind({
      target: (p) => ({ type: 'product', id: p.productId }),
      current: (p) => ({ enabled: Boolean(productRow(p.productId).enabled) }),
      proposed: (p) => ({ enabled: p.enabled }),
      apply: (p) => repo.setProductEnabled(p.productId, p.enabled),
    }),
    'contract-setting': settingsKind({
      target: (p) => ({ type: 'contract-setting', id: p.productId }),
      current: (p) => contractSettingSnapshot(contractRow(p.productId)),
      proposed: (p) => {
        const current = contractRow(p.productId);
        return contractSettingSnapshot({ ...current, ...contractSettingAfter(current, p, now()) });
      },
      apply: (p) => repo.updateContractSetting(contractSettingAfter(contractRow(p.productId), p, now())),
      afterCommit: () => contractSettingsChanged?.(),
    }),
    'spot-market': settingsKind({
      target: (p) => ({ type: 'spot-market', id: p.marketId }),
      current: (p) => spotMarketSnapshot(spotRow(p.marketId)),
      proposed: (p) => {
        const { current, after } = spotAfter(p);
        return spotMarketSnapshot({ ...current, ...after });
      },
      apply: (p) => spotMarkets.updateMarket(spotAfter(p).after),
      afterCommit: () => spotSettingsChanged?.(),
    }),
    'bonus-settings': settingsKind({
      target: (p) => ({ type: 'bonus-setting', id: p.kind }),
      current: (p) => bonusSnapshot(bonusOf(p.kind).current),
      proposed: (p) => bonusSnapshot(bonusAfter(p)),
      apply: (p) => bonusOf(p.kind).terms.setTerms(bonusAfter(p)),
    }),
    'mining-product': settingsKind({
      target: (p) => ({ type: 'mining-product', id: p.productId }),
      current: (p) => {
        const { row, scale } = miningRow(p.productId);
        return miningProductSnapshot(row, scale);
      },
      proposed: (p) => {
        const { row, scale } = miningRow(p.productId);
        return miningProductSnapshot({ ...row, ...miningProductAfter(row, p, scale, now(), miningNameTaken) }, scale);
      },
      apply: (p) => {
        const { row, scale } = miningRow(p.productId);
        miningProducts.updateProduct(miningProductAfter(row, p, scale, now(), miningNameTaken));
      },
    }),
    // a new product (decision 058): nothing before it; on approval its settings are checked
    // again (a name taken meanwhile is refused) and it is inserted, with nothing subscribed
    'mining-product-new': {
      preview(p) {
        const { row, scale } = miningNew(p);
        return { targetType: 'mining-product', targetId: row.name, before: {}, after: miningProductNewSnapshot(row, scale) };
      },
      execute(p) {
        return `mining-product:${miningProducts.insertProduct(miningNew(p).row)}`;
      },
    },
  };
  return kinds;
}

/** A formatted balance below zero. */
function isNegative(formatted: string | number | boolean | null | undefined): boolean {
  return typeof formatted === 'string' && formatted.startsWith('-');
}

export type ProposalKinds = ReturnType<typeof proposalKinds>;
