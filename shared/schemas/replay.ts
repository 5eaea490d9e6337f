// Market replay (issue 43 point 1, decisions 105 and 106): re-living a revealed (ended) market
// period on the replay wallet at 1×, 5×, 20× or 60×, with pause and step. Prices are the path
// recomputed from the period's revealed seed; nothing of a period still running is reachable.
import { z } from 'zod';
import { appKeyParam, Dec, IdText, Paged, pageParams } from './common.ts';
import { WalletMode } from './fast.ts';
import { PracticeBalance } from './practice.ts';
import { EpochMs } from './trade-history.ts';

const Id = z.number().int().positive().max(2_147_483_647);
const When = z.number().int().meta({ description: 'epoch ms' });

export const ReplaySpeed = z.union([z.literal(1), z.literal(5), z.literal(20), z.literal(60)]).meta({ id: 'ReplaySpeed' });

/** GET /api/replay/periods: revealed periods one can replay, newest first. */
export const ReplayPeriodsQuery = z.strictObject({ ...appKeyParam, ...pageParams });
export const ReplayPeriod = z
  .object({
    start: When,
    end: When,
    tickMs: z.number().int(),
    commitment: z.string(),
    products: z.array(z.object({ productId: z.number().int(), symbol: z.string() })),
  })
  .meta({ id: 'ReplayPeriod' });
export const ReplayPeriodPage = Paged(ReplayPeriod);

/** POST /api/replay/sessions: replay one product of a revealed period, from `offsetSec` into it. */
export const ReplaySessionBody = z
  .strictObject({
    periodStart: z.number().int().positive().max(8_640_000_000_000_000).meta({ description: 'the period (its start, epoch ms)' }),
    productId: Id,
    speed: ReplaySpeed,
    offsetSec: z.number().int().min(0).max(86_400).optional(),
  })
  .meta({ id: 'ReplaySessionBody' });

/** POST /api/replay/sessions/:id/control: pause, resume, change speed, or step a paused replay. */
export const ReplayControlBody = z
  .discriminatedUnion('action', [
    z.strictObject({ action: z.literal('pause') }),
    z.strictObject({ action: z.literal('resume') }),
    z.strictObject({ action: z.literal('speed'), speed: ReplaySpeed }),
    z.strictObject({ action: z.literal('step'), seconds: z.number().int().min(1).max(3600) }),
  ])
  .meta({ id: 'ReplayControlBody' });

export const ReplaySessionView = z
  .object({
    id: z.number().int(),
    mode: WalletMode.meta({ description: "replay, or a class's wallet for a class's shared scenario" }),
    productId: z.number().int(),
    symbol: z.string(),
    pricePrecision: z.number().int(),
    /** Null while a class's shared scenario runs (its date is shown once it ends). */
    periodStart: When.nullable(),
    periodEnd: When.nullable(),
    /** Replay time now, and where the replay began and ends (epoch ms of the period; null as above). */
    replayTime: When.nullable(),
    startTime: When.nullable(),
    /** Seconds replayed so far and in all (shown instead of dates in a scenario). */
    elapsedSec: z.number().int(),
    lengthSec: z.number().int(),
    speed: ReplaySpeed,
    running: z.boolean(),
    status: z.enum(['active', 'ended']),
    /** The price in force at replay time (null before its first tick). */
    price: Dec.nullable(),
    /** A class's shared scenario: the class, else null. Its clock is the teacher's: no control. */
    scenario: z.object({ classId: z.number().int(), className: z.string() }).nullable(),
    createdAt: When,
  })
  .meta({ id: 'ReplaySession' });
export const ReplaySessionList = z.array(ReplaySessionView);
export const ReplaySessionsQuery = z.strictObject({ ...appKeyParam, status: z.enum(['active', 'ended']).optional() });

/** GET /api/replay/sessions/:id/ticks: the replayed path up to replay time (never beyond), oldest first. */
export const ReplayTicksQuery = z.strictObject({
  ...appKeyParam,
  from: EpochMs.optional().meta({ description: 'ticks after this time (replay time, epoch ms)' }),
});
export const ReplayTicks = z
  .object({
    symbol: z.string(),
    pricePrecision: z.number().int(),
    replayTime: When.nullable(),
    /**
     * [time, price] pairs, at most 3,600 (thinned evenly when more): epoch ms of the period, or
     * in a class's running scenario ms since the scenario's start (its date stays hidden).
     */
    ticks: z.array(z.tuple([z.number().int(), Dec])),
  })
  .meta({ id: 'ReplayTicks' });

export const ReplaySessionParams = z.strictObject({ id: IdText });
export const ReplayPositionParams = z.strictObject({ id: IdText, positionId: IdText });
export const ReplaySpotOrderParams = z.strictObject({ id: IdText, orderId: IdText });

/** GET /api/replay/wallet and POST /api/replay/wallet/reset. */
export const ReplayWallet = z
  .object({ mode: z.literal('replay'), balances: z.array(PracticeBalance), resets: z.number().int() })
  .meta({ id: 'ReplayWallet' });
