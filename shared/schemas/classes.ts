// Classrooms (issue 43 point 2, decisions 105 and 106): a teacher's class with a join code, a
// starting balance and allowed products; each learner trades a class wallet of their own
// (`class:<id>`, apart from their demo wallet) on the live market or in the teacher's shared
// scenario; the teacher sees a leaderboard from the analytics figures and each learner's class
// trades, never any real-money data, and can reset every class wallet.
import { z } from 'zod';
import { appKeyParam, Dec, IdText, Paged, pageParams } from './common.ts';
import { TradeHistoryRow } from './trade-history.ts';
import { ReplaySpeed } from './replay.ts';

const When = z.number().int().meta({ description: 'epoch ms' });
const Id = z.number().int().positive().max(2_147_483_647);

/** POST /api/classes: a new class; the caller is its teacher. */
export const ClassBody = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'CLASS_NAME_REQUIRED' }).max(60, { error: 'CLASS_NAME_TOO_LONG' }),
    startAt: When,
    endAt: When,
    /** USDT each learner's class wallet starts with (and is reset to): 100 to 10,000,000. */
    startingBalance: z.string().min(1, { error: 'CLASS_BALANCE_INVALID' }).max(40, { error: 'CLASS_BALANCE_INVALID' }),
    /** Product ids learners may trade (1–20). */
    productIds: z.array(Id).min(1, { error: 'CLASS_PRODUCTS_REQUIRED' }).max(20),
    /** Which of fast, contract and spot learners may use (at least one). */
    kinds: z
      .array(z.enum(['fast', 'contract', 'spot']))
      .min(1, { error: 'CLASS_PRODUCTS_REQUIRED' })
      .max(3),
  })
  .meta({ id: 'ClassBody' });

export const ClassScenarioView = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    symbol: z.string(),
    speed: ReplaySpeed,
    startsAt: When,
    /** Platform time the replayed stretch ends (startsAt + length / speed). */
    endsAt: When,
    status: z.enum(['scheduled', 'running', 'ended']),
    /** The replayed period: known only once the scenario ended (else null). */
    periodStart: When.nullable(),
  })
  .meta({ id: 'ClassScenario' });

export const ClassView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(['teacher', 'learner']),
    /** The join code (the teacher only; null for a learner). */
    joinCode: z.string().nullable(),
    teacher: z.string().meta({ description: "the teacher's masked name" }),
    startAt: When,
    endAt: When,
    status: z.enum(['upcoming', 'open', 'ended']),
    startingBalance: Dec,
    currency: z.string(),
    productIds: z.array(z.number().int()),
    kinds: z.array(z.enum(['fast', 'contract', 'spot'])),
    learners: z.number().int().meta({ description: 'members who have not left' }),
    /** The class wallets' mode (`class:<id>`). */
    mode: z.string(),
    resets: z.number().int(),
    lastResetAt: When.nullable(),
    scenario: ClassScenarioView.nullable(),
    /** A learner: whether they left (they keep their rows; the leaderboard shows them as left). */
    left: z.boolean(),
    /**
     * A learner: their replay session of the shared scenario (scheduled or running), traded through
     * /api/replay/sessions/:id/*; null when there is none (and always for the teacher).
     */
    scenarioSessionId: z.number().int().nullable(),
    createdAt: When,
  })
  .meta({ id: 'Class' });
export const ClassList = z.object({ teaching: z.array(ClassView), learning: z.array(ClassView) }).meta({ id: 'ClassList' });

export const ClassParams = z.strictObject({ id: IdText });
export const ClassLearnerParams = z.strictObject({ id: IdText, userId: IdText });
export const ClassPositionParams = z.strictObject({ id: IdText, positionId: IdText });
export const ClassSpotOrderParams = z.strictObject({ id: IdText, orderId: IdText });

/** POST /api/classes/join */
export const ClassJoinBody = z
  .strictObject({ code: z.string().trim().min(1, { error: 'CLASS_CODE_REQUIRED' }).max(16, { error: 'CLASS_CODE_UNKNOWN' }) })
  .meta({ id: 'ClassJoinBody' });

/**
 * GET /api/classes/:id/leaderboard (teacher and learners): one row per learner, ranked by return
 * (net P/L of their class trades since the last reset over the starting balance), from the
 * analytics report of their class wallet.
 */
export const ClassLeaderboardRow = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  name: z.string().meta({ description: "the learner's masked name" }),
  status: z.enum(['active', 'left']),
  returnPercent: Dec,
  netPnl: Dec,
  maxDrawdownPercent: Dec.nullable(),
  trades: z.number().int(),
  winRate: Dec.nullable(),
  equity: Dec,
  /** Trades made in the class's shared scenario count too: labelled (decision 105, for teaching, never prizes). */
  scenarioTrades: z.number().int(),
});
export const ClassLeaderboard = z
  .object({ classId: z.number().int(), since: When.nullable(), currency: z.string(), rows: z.array(ClassLeaderboardRow) })
  .meta({ id: 'ClassLeaderboard' });

/** GET /api/classes/:id/learners/:userId/trades (teacher): that learner's class trades, newest first. */
export const ClassTradesQuery = z.strictObject({ ...appKeyParam, ...pageParams });
export const ClassTradesPage = Paged(TradeHistoryRow);

/** POST /api/classes/:id/reset (teacher): every class wallet back to the starting balance. */
export const ClassResetResult = z.object({ reset: z.number().int(), closed: z.number().int() }).meta({ id: 'ClassResetResult' });

/** POST /api/classes/:id/scenario (teacher): a shared replay that starts at the same moment for every learner. */
export const ClassScenarioBody = z
  .strictObject({
    periodStart: z.number().int().positive().max(8_640_000_000_000_000),
    productId: Id,
    speed: ReplaySpeed,
    /** When it starts (default now; at most a day ahead). */
    startsAt: When.optional(),
    /** Seconds of the period to replay (default the rest of the period). */
    lengthSec: z.number().int().min(60).max(86_400).optional(),
  })
  .meta({ id: 'ClassScenarioBody' });

/** GET /api/admin/classes (staff users.read): every class, newest first. */
export const AdminClassQuery = z.strictObject({ ...appKeyParam, ...pageParams });
export const AdminClassRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    teacherId: z.number().int(),
    startAt: When,
    endAt: When,
    status: z.enum(['upcoming', 'open', 'ended']),
    startingBalance: Dec,
    currency: z.string(),
    learners: z.number().int().meta({ description: 'members who have not left' }),
    members: z.number().int().meta({ description: 'every member, those who left included' }),
    resets: z.number().int(),
    createdAt: When,
  })
  .meta({ id: 'AdminClassRow' });
export const AdminClassPage = Paged(AdminClassRow);

/** GET /api/admin/classes/:id: the class, its members and their class wallets' balances. */
export const AdminClassDetail = z
  .object({
    class: AdminClassRow.extend({
      productIds: z.array(z.number().int()),
      kinds: z.array(z.enum(['fast', 'contract', 'spot'])),
      lastResetAt: When.nullable(),
      mode: z.string(),
    }),
    members: z.array(
      z.object({
        userId: z.number().int(),
        joinedAt: When,
        leftAt: When.nullable(),
        available: Dec,
        held: Dec,
      }),
    ),
    scenario: ClassScenarioView.nullable(),
  })
  .meta({ id: 'AdminClassDetail' });
