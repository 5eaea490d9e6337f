// Referral rewards (issue 17 point 4, docs/decisions/045-invitations-and-referral-rewards.md):
// a periodic job reads the fees the ledger booked into the platform's REAL fee accounts since
// its cursor, finds whose fee each was, and pays the inviter a share of it from the account
// that took the fee. It never touches the trading engines: it reads what they posted.
// Exactly once: one ledger journal per (fee journal, invitee) under the key
// `referral:<journal>:<invitee>` and a unique ReferralReward row; the batch, its rewards and
// the cursor commit together, so a restart or a second run pays nothing twice.
import { feeOf, ratio } from '../../../shared/contract.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { specOf } from '../contract/terms.ts';
import type { AccountRepository, FeePosting } from './repository.ts';

/** The journal types whose fees are trading fees (a withdrawal's fee is not). */
export const TRADING_FEE_TYPES = new Set([
  'contract_open',
  'contract_fill',
  'contract_add',
  'contract_close',
  'contract_overnight',
  'spot_fill',
]);

export const REFERRAL_POLL_MS = 60_000;
const BATCH = 500;

/** One invitee's fee in one journal. */
interface FeeShare {
  userId: number;
  amount: bigint;
}

export class ReferralRewards {
  private readonly rate: readonly [bigint, bigint];

  constructor(
    private readonly ledger: Ledger,
    private readonly clock: Clock,
    private readonly repo: AccountRepository,
    /** A contract product's price precision (the fee of a batched close is recomputed with it). */
    private readonly precisionOf: (productId: number) => number,
    rate: string,
    /** The house's own invitation code: people it "invited" (no code given) earn nobody a reward. */
    private readonly houseInviteCode: () => string | undefined,
  ) {
    this.rate = ratio(rate);
  }

  /** The reward of a fee: the configured share, rounded down to the currency's minor unit. */
  rewardOf(fee: bigint): bigint {
    const [n, d] = this.rate;
    return (fee * n) / d;
  }

  /** Pays every reward due up to the newest journal; returns how many rewards were paid. */
  run(): number {
    let paid = 0;
    for (;;) {
      const { rewards, more } = this.ledger.transaction(() => this.batch());
      paid += rewards;
      if (!more) return paid;
    }
  }

  /** One batch of fee postings after the cursor, its rewards and the new cursor: one transaction. */
  private batch(): { rewards: number; more: boolean } {
    const from = this.repo.cursor();
    const upTo = this.repo.lastJournalId();
    if (upTo <= from) return { rewards: 0, more: false };
    let postings = this.repo.feePostings(from, upTo, BATCH);
    const full = postings.length === BATCH;
    // a full batch may end in the middle of a journal's postings: that journal waits for the next
    if (full) {
      const last = postings[postings.length - 1]?.journalId ?? from;
      const trimmed = postings.filter((p) => p.journalId !== last);
      if (trimmed.length > 0) postings = trimmed;
    }
    const house = this.houseInviterId();
    const now = this.clock.now();
    let rewards = 0;
    for (const p of postings) {
      if (!TRADING_FEE_TYPES.has(p.type)) continue;
      for (const share of this.sharesOf(p)) if (this.pay(p, share, house, now)) rewards++;
    }
    const cursor = full ? (postings[postings.length - 1]?.journalId ?? from) : upTo;
    this.repo.setCursor(cursor);
    return { rewards, more: full };
  }

  private houseInviterId(): number | undefined {
    const code = this.houseInviteCode();
    return code ? this.repo.userIdByInvite(code) : undefined;
  }

  /** Whose the fee of a journal was, per user (real mode only). */
  private sharesOf(p: FeePosting): FeeShare[] {
    if (p.type === 'spot_fill') {
      const out = new Map<number, bigint>();
      for (const t of this.repo.spotFill(p.journalId)) {
        if (t.mode !== 'real') continue;
        for (const [userId, fee] of [
          [t.makerUserId, t.makerFee],
          [t.takerUserId, t.takerFee],
        ] as const) {
          if (userId !== null && fee > 0n) out.set(userId, (out.get(userId) ?? 0n) + fee);
        }
      }
      return [...out].map(([userId, amount]) => ({ userId, amount }));
    }
    // a contract journal of one position names its user; its whole fee leg is that user's fee
    if (p.userId !== null) return [{ userId: p.userId, amount: p.amount }];
    // a batch of closes (the risk engine nets them into one journal): each close's fee again,
    // with the same arithmetic and the terms fixed on the position
    const out = new Map<number, bigint>();
    for (const c of this.repo.batchCloses(p.journalId)) {
      if (c.mode !== 'real') continue;
      const fee = feeOf(specOf(c, this.precisionOf(c.productId)), c.lots, c.ticks);
      if (fee > 0n) out.set(c.userId, (out.get(c.userId) ?? 0n) + fee);
    }
    return [...out].map(([userId, amount]) => ({ userId, amount }));
  }

  /** Pays one invitee's fee share to their inviter; false when nothing is due or it was paid before. */
  private pay(p: FeePosting, share: FeeShare, house: number | undefined, now: number): boolean {
    const invitee = this.repo.inviterOf(share.userId);
    const inviterId = invitee?.invitedById ?? null;
    // nobody invited them, the house did, or the inviter's account is closed
    if (inviterId === null || inviterId === house || invitee?.inviterStatus === 'cancelled') return false;
    const reward = this.rewardOf(share.amount);
    if (reward <= 0n) return false;
    const { journalId, created } = this.ledger.post({
      key: `referral:${p.journalId}:${share.userId}`,
      type: 'referral_reward',
      userId: inviterId,
      reference: `referral-journal:${p.journalId}`,
      memo: `invitee ${share.userId}`,
      legs: [
        { account: { platform: p.kind === 'spot_fees' ? 'spot_fees' : 'fees', currency: p.currency, mode: 'real' }, amount: -reward },
        { account: { userId: inviterId, kind: 'available', currency: p.currency, mode: 'real' }, amount: reward },
      ],
    });
    if (!created) return false;
    return this.repo.insertReward({
      sourceJournalId: p.journalId,
      inviteeId: share.userId,
      inviterId,
      sourceType: p.type,
      currency: p.currency,
      fee: share.amount,
      reward,
      journalId,
      createdAt: now,
    });
  }
}
