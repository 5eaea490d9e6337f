// Referral rewards (issue 17 point 4, docs/decisions/045-invitations-and-referral-rewards.md):
// a periodic job reads the fees the ledger booked into the platform's REAL fee accounts since
// its cursor, finds whose fee each was, and pays the inviter a share of it from the account
// that took the fee. It never touches the trading engines: it reads what they posted.
// Exactly once: one ledger journal per (fee journal, invitee) under the key
// `referral:<journal>:<invitee>` and a unique ReferralReward row; the batch, its rewards and
// the cursor commit together, so a restart or a second run pays nothing twice.
import { ratio } from '../../../shared/contract.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { FeePosting, FeeShare, TradingProducts } from '../trading/products.ts';
import type { AccountRepository } from './repository.ts';

export const REFERRAL_POLL_MS = 60_000;
const BATCH = 500;

export class ReferralRewards {
  private readonly rate: readonly [bigint, bigint];

  constructor(
    private readonly ledger: Ledger,
    private readonly clock: Clock,
    private readonly repo: AccountRepository,
    /** The trading products: which journal types carry whose trading fees (a withdrawal's fee is none's). */
    private readonly products: TradingProducts,
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
      const shares = this.products.feeProduct(p.type)?.referral?.shares(p) ?? [];
      for (const share of shares) if (this.pay(p, share, house, now)) rewards++;
    }
    const cursor = full ? (postings[postings.length - 1]?.journalId ?? from) : upTo;
    this.repo.setCursor(cursor);
    return { rewards, more: full };
  }

  private houseInviterId(): number | undefined {
    const code = this.houseInviteCode();
    return code ? this.repo.userIdByInvite(code) : undefined;
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
