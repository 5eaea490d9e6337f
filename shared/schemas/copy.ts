// Copy trading (issue 42 point 2, decision 103): leaders opt in per mode with their results
// analytics as their record; followers subscribe with a ratio and a margin cap; the engine copies
// the leader's contract opens, adds and closes into the follower's wallet exactly once (copy jobs).
// Amounts are decimal strings of USDT; the ratio a decimal string with at most two places.
import { z } from 'zod';
import { AnalyticsReport } from './analytics.ts';
import { appKeyParam, Dec, IdText, Paged, pageParams } from './common.ts';
import { TradeMode } from './fast.ts';

/** A typed decimal the server parses itself (so a bad one gets its own localized message). */
const TypedDec = (error: 'COPY_RATIO_INVALID' | 'COPY_CAP_INVALID') => z.string().min(1, { error }).max(40, { error });
const Id = z.number().int().positive().max(2_147_483_647);
const When = z.number().int().meta({ description: 'epoch ms' });

/** PUT /api/copy/leader: opt in (or out) to be copied in one mode. */
export const CopyLeaderBody = z.strictObject({ mode: TradeMode, enabled: z.boolean() }).meta({ id: 'CopyLeaderBody' });
/** GET /api/copy/leader: my own standing as a leader in each mode. */
export const CopyLeaderStatus = z
  .object({
    modes: z.array(z.object({ mode: TradeMode, enabled: z.boolean(), since: When.nullable(), followers: z.number().int() })),
  })
  .meta({ id: 'CopyLeaderStatus' });

export const CopyLeadersQuery = z.strictObject({ ...appKeyParam, mode: TradeMode, ...pageParams });
export const CopyLeaderQuery = z.strictObject({ ...appKeyParam, mode: TradeMode });

/** A leader's record: their analytics figures of that mode in USDT, all time. */
export const CopyRecord = z.object({
  trades: z.number().int(),
  winRate: Dec.nullable(),
  netPnl: Dec,
  profitFactor: Dec.nullable(),
  profitFactorUnbounded: z.boolean(),
  maxDrawdownPercent: Dec,
  fees: Dec,
});

export const CopyLeader = z
  .object({
    leaderId: z.number().int(),
    /** Masked: the e-mail's first letters or the phone's last digits. */
    name: z.string(),
    mode: TradeMode,
    since: When,
    followers: z.number().int(),
    /** The leader's open (holding) contract positions. */
    openPositions: z.number().int(),
    record: CopyRecord,
    /** The caller's active subscription to this leader, if any. */
    subscriptionId: z.number().int().nullable(),
  })
  .meta({ id: 'CopyLeader' });
export const CopyLeaderPage = Paged(CopyLeader);
/** GET /api/copy/leaders/:id: the leader and their whole analytics report. */
export const CopyLeaderDetail = z.object({ leader: CopyLeader, report: AnalyticsReport }).meta({ id: 'CopyLeaderDetail' });

export const CopySubscribeBody = z
  .strictObject({
    leaderId: Id,
    leaderMode: TradeMode,
    /** The follower's wallet: a demo leader is copied into demo only. */
    mode: TradeMode,
    ratio: TypedDec('COPY_RATIO_INVALID').meta({ description: "the follower's lots per leader lot, 0.01 to 10", example: '0.5' }),
    maxMargin: TypedDec('COPY_CAP_INVALID').meta({ description: 'USDT: the margin the open copies may hold at once, 1 to 1000000' }),
  })
  .meta({ id: 'CopySubscribeBody' });
export const CopyUpdateBody = z
  .strictObject({ ratio: TypedDec('COPY_RATIO_INVALID').optional(), maxMargin: TypedDec('COPY_CAP_INVALID').optional() })
  .meta({ id: 'CopyUpdateBody' });
export const CopyStopBody = z
  .strictObject({ closePositions: z.boolean().meta({ description: "close the subscription's open copies at market" }) })
  .meta({ id: 'CopyStopBody' });

export const CopySubscriptionStatus = z.enum(['active', 'stopped']);
/** Why a subscription ended: the follower stopped it, or the leader stopped leading. */
export const CopyStopReason = z.enum(['user', 'leader']);

export const CopySubscription = z
  .object({
    id: z.number().int(),
    leaderId: z.number().int(),
    leaderName: z.string(),
    leaderMode: TradeMode,
    mode: TradeMode,
    ratio: Dec,
    maxMargin: Dec,
    status: CopySubscriptionStatus,
    stopReason: CopyStopReason.nullable(),
    /** The margin the subscription's open copies hold now. */
    marginInUse: Dec,
    openCopies: z.number().int(),
    copied: z.number().int().meta({ description: 'jobs that placed, added to or closed a copy' }),
    skipped: z.number().int(),
    createdAt: When,
    stoppedAt: When.nullable(),
  })
  .meta({ id: 'CopySubscription' });
export const CopySubscriptionList = z.object({ items: z.array(CopySubscription) }).meta({ id: 'CopySubscriptionList' });
export const CopySubscriptionsQuery = z.strictObject({ ...appKeyParam, mode: TradeMode.optional() });

export const CopyJobKind = z.enum(['open', 'add', 'close']);
export const CopySkipReason = z.enum(['cap', 'too_small', 'balance', 'guard', 'closed', 'stopped', 'no_copy']);
/** One leader event as the subscription copied or skipped it. */
export const CopyJob = z
  .object({
    id: z.number().int(),
    kind: CopyJobKind,
    status: z.enum(['pending', 'done', 'skipped']),
    skipReason: CopySkipReason.nullable(),
    symbol: z.string(),
    side: z.enum(['long', 'short']),
    leaderPositionId: z.number().int(),
    leaderLots: Dec.meta({ description: "the lots of the leader's event" }),
    /** The follower's position the job opened, added to or closed (null: skipped, or pending). */
    positionId: z.number().int().nullable(),
    lots: Dec.nullable().meta({ description: "the follower's lots this job moved" }),
    createdAt: When,
    doneAt: When.nullable(),
  })
  .meta({ id: 'CopyJob' });
export const CopyJobsQuery = z.strictObject({ ...appKeyParam, ...pageParams });
export const CopyJobPage = Paged(CopyJob);
export const CopySubscriptionParams = z.strictObject({ id: IdText });

/** GET /api/admin/users/:id/copy: the user as a leader per mode, and their subscriptions with their jobs' counts. */
export const AdminCopyView = z
  .object({
    leader: CopyLeaderStatus.shape.modes,
    subscriptions: z.array(CopySubscription.extend({ pending: z.number().int().meta({ description: 'jobs not run yet' }) })),
  })
  .meta({ id: 'AdminCopyView' });
