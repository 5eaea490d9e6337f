// The sandbox's control API (issue 41, decision 097): routes under /api/sandbox that exist only
// in sandbox mode (SANDBOX=true) and answer only calls carrying the sandbox's token. The later
// control routes (test clocks, scripted markets, snapshots, fixtures) add their schemas here.
import { z } from 'zod';
import { EmailAddress, Password } from './auth.ts';
import { Dec, IsoDate } from './common.ts';
import { OpenPositionBody } from './contract.ts';
import { SpotOrderBody } from './spot.ts';

/**
 * The control API's version: raised when a control route changes in a way that breaks a caller.
 * A new route does not raise it (it appears in `routes`).
 */
export const SANDBOX_API_VERSION = 1;

/** The header every control call carries: the sandbox's SANDBOX_TOKEN. */
export const SANDBOX_TOKEN_HEADER = 'X-Sandbox-Token';

export const SandboxControlRoute = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
    /** Fastify's pattern: `:name` for a path parameter. */
    path: z.string(),
    summary: z.string(),
  })
  .meta({ id: 'SandboxControlRoute' });
export type SandboxControlRoute = z.infer<typeof SandboxControlRoute>;

export const SandboxState = z
  .object({
    mode: z.literal('sandbox'),
    /** SANDBOX_API_VERSION. */
    version: z.number().int(),
    /** The platform's time, as every expiry, settlement and job reads it (the test clock's: GET /api/sandbox/clock). */
    clock: z.object({ now: IsoDate, epochMs: z.number().int(), running: z.boolean() }),
    market: z.object({
      /** The fixed MARKET_SEED every price is drawn from (null: the secret in the data folder). */
      seed: z.string().nullable(),
      tickMs: z.number().int(),
    }),
    /** Every control route of this sandbox, this one included. */
    routes: z.array(SandboxControlRoute),
  })
  .meta({ id: 'SandboxState' });
export type SandboxState = z.infer<typeof SandboxState>;

// ---------------------------------------------------------------- test clocks (issue 41 point 2)

/** The most one call moves the clock: a week. */
export const SANDBOX_MAX_ADVANCE_SECONDS = 7 * 86_400;

/**
 * The platform clock of a sandbox (decision 099): the system's time moved on by every advance,
 * or stopped (`running: false`) so that it moves only when advanced.
 */
export const SandboxClockState = z
  .object({
    now: IsoDate,
    epochMs: z.number().int(),
    /** Whether time passes by itself (false: it moves only when advanced or set). */
    running: z.boolean(),
  })
  .meta({ id: 'SandboxClockState' });
export type SandboxClockState = z.infer<typeof SandboxClockState>;

/** POST /api/sandbox/clock/advance: moves platform time on, everything due on the way happening in order. */
export const SandboxClockAdvanceBody = z
  .strictObject({
    /** Whole seconds, up to a week per call. */
    seconds: z.number().int().min(1).max(SANDBOX_MAX_ADVANCE_SECONDS),
  })
  .meta({ id: 'SandboxClockAdvanceBody' });

/** POST /api/sandbox/clock/set: moves platform time on to `time` (never back), and/or stops or restarts it. */
export const SandboxClockSetBody = z
  .strictObject({
    /** A time after the clock's, up to a week ahead (as an advance to it). */
    time: z.iso.datetime({ offset: true }).optional(),
    running: z.boolean().optional(),
  })
  .refine((b) => b.time !== undefined || b.running !== undefined, { message: 'time or running' })
  .meta({ id: 'SandboxClockSetBody' });

/** What an advance did. */
export const SandboxClockAdvanced = z
  .object({
    clock: SandboxClockState,
    /** Where the clock was. */
    from: IsoDate,
    /** Market slots stepped: every tick drawn, recorded and acted on. */
    ticks: z.number().int(),
    tookMs: z.number().int(),
  })
  .meta({ id: 'SandboxClockAdvanced' });
export type SandboxClockAdvanced = z.infer<typeof SandboxClockAdvanced>;

// ---------------------------------------------------------------- scripted markets (issue 41 point 3)

/** The longest script: a week (as the longest advance). */
export const SANDBOX_MAX_SCRIPT_SECONDS = SANDBOX_MAX_ADVANCE_SECONDS;
export const SANDBOX_SCRIPT_PRESETS = ['flash-crash', 'weekend-gap', 'flat', 'trend'] as const;

const ScriptSeconds = z.number().int().min(1).max(SANDBOX_MAX_SCRIPT_SECONDS);
/** A percentage as a decimal string: "5", "-2.5". */
const Percent = z.string().regex(/^-?\d{1,4}(\.\d{1,6})?$/);

/** `:symbol`: the product's symbol, URL-encoded (`BTC%2FUSDT`). */
export const SandboxScriptParams = z.strictObject({ symbol: z.string().min(1).max(32) });

/**
 * PUT /api/sandbox/market/:symbol/script: the product's price from the next slot, instead of
 * the seeded walk. It replaces the product's running script.
 */
export const SandboxScriptBody = z
  .discriminatedUnion('kind', [
    z.strictObject({
      /** From the current price at the clock's time, linear to each point, on every tick slot. */
      kind: z.literal('path'),
      points: z
        .array(
          z.strictObject({
            /** Seconds after now, strictly increasing, up to a week. */
            afterSeconds: ScriptSeconds,
            /** A positive price of the product's precision. */
            price: z.string().regex(/^\d{1,16}(\.\d{1,16})?$/),
          }),
        )
        .min(1)
        .max(500)
        .refine((ps) => ps.every((p, i) => i === 0 || p.afterSeconds > (ps[i - 1] as { afterSeconds: number }).afterSeconds), {
          message: 'afterSeconds must increase strictly',
        }),
    }),
    z.strictObject({
      /** A drifting random walk, drawn from the market's seed and the script's id. */
      kind: z.literal('regime'),
      seconds: ScriptSeconds,
      /** Percent per hour: "5" = +5 %/h (above −100). */
      driftPerHour: Percent.refine((v) => Number(v) > -100 && Number(v) <= 1000, { message: 'between -100 (excluded) and 1000' }),
      /** Annual volatility in percent: "80". */
      volatility: Percent.refine((v) => Number(v) >= 0 && Number(v) <= 1000, { message: 'between 0 and 1000' }),
    }),
    z.strictObject({
      /**
       * flash-crash: −15 % in `seconds` (default 10), then the seeded walk from there;
       * weekend-gap: flat for `seconds` (default 48 h), then −5 % at the next tick;
       * flat: the price held for `seconds` (default 1 h);
       * trend: +5 %/h with the product's own volatility for `seconds` (default 1 h).
       */
      kind: z.literal('preset'),
      preset: z.enum(SANDBOX_SCRIPT_PRESETS),
      seconds: ScriptSeconds.optional(),
    }),
  ])
  .meta({ id: 'SandboxScriptBody' });
export type SandboxScriptBody = z.infer<typeof SandboxScriptBody>;

/** A script set on a product's market. */
export const SandboxMarketScript = z
  .object({
    id: z.number().int(),
    symbol: z.string(),
    kind: z.enum(['path', 'regime', 'preset']),
    preset: z.string().nullable(),
    /** The first scripted slot. */
    from: IsoDate,
    /** The last scripted slot (brought forward when the script is ended or replaced). */
    to: IsoDate,
    /** The price it started from. */
    startPrice: z.string(),
    /** The price it ends at (null for a regime: drawn). */
    endPrice: z.string().nullable(),
  })
  .meta({ id: 'SandboxMarketScript' });
export type SandboxMarketScript = z.infer<typeof SandboxMarketScript>;

export const SandboxMarketScriptList = z
  .object({
    /** Running and past, newest first, up to 100. */
    scripts: z.array(SandboxMarketScript),
  })
  .meta({ id: 'SandboxMarketScriptList' });

// ---------------------------------------------------------------- magic values (issue 41 point 4)

/** The sandbox's magic values (shared/sandbox.ts), as GET /api/sandbox/magic lists them for tools. */
export const SandboxMagic = z
  .object({
    deposits: z.object({
      /** A deposit whose amount ends in this fraction is approved at once. */
      approveFraction: z.string(),
      /** ... and in this one rejected, with `rejectReason`. */
      rejectFraction: z.string(),
      rejectReason: z.string(),
    }),
    withdrawals: z.object({
      /** Per network, the address whose withdrawals fail on the chain (the frozen amount returns). */
      failingAddresses: z.record(z.string(), z.string()),
      failReason: z.string(),
    }),
    kyc: z.object({ rejectName: z.string(), rejectReason: z.string() }),
    verificationCodes: z.object({ emailDomain: z.string(), code: z.string() }),
  })
  .meta({ id: 'SandboxMagic' });

// ---------------------------------------------------------------- fixtures (issue 41 point 6)

const FixtureBalance = z.strictObject({
  /** A currency of the platform (GET /api/recharge/channels lists them). */
  currency: z.string().min(1).max(10),
  /** The real wallet's available balance: test money from the sandbox's funding account. */
  real: Dec.optional(),
  /** The demo wallet's available balance (USDT's replaces the usual demo grant). */
  demo: Dec.optional(),
});

/**
 * POST /api/sandbox/fixtures: a customer made in one call, through the platform's own services.
 * The positions and orders are the customer routes' own bodies (POST /api/contract/open, POST
 * /api/spot/order).
 */
export const SandboxFixtureBody = z
  .strictObject({
    /** Default: a new address at @sandbox.test (its codes are the magic 000000). */
    email: EmailAddress.optional(),
    /** Default: one drawn for the fixture, returned in the answer. */
    password: Password.optional(),
    /** Required (it may be empty): what the customer holds is the point of a fixture. */
    balances: z.array(FixtureBalance).max(20),
    /** The certification tier: `junior` is authenticated at once by the sandbox. */
    kyc: z.enum(['none', 'junior']).default('none'),
    /** Whether the appropriateness check is passed (leverage above 10×, fast stakes need it). */
    appropriateness: z.boolean().default(true),
    positions: z.array(OpenPositionBody).max(20).default([]),
    orders: z.array(SpotOrderBody).max(20).default([]),
  })
  .meta({ id: 'SandboxFixtureBody' });
export type SandboxFixtureBody = z.infer<typeof SandboxFixtureBody>;

export const SandboxFixture = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    password: z.string(),
    /** A session token, sent as the Authorization header (as POST /api/login answers it). */
    token: z.string(),
    kyc: z.enum(['none', 'junior']),
    /** The positions' ids, in the order asked. */
    positions: z.array(z.number().int()),
    /** The spot orders' ids, in the order asked. */
    orders: z.array(z.number().int()),
  })
  .meta({ id: 'SandboxFixture' });
export type SandboxFixture = z.infer<typeof SandboxFixture>;

// ---------------------------------------------------------------- snapshots (issue 41 point 5)

/**
 * A snapshot of the sandbox (issue 41 point 5): its database as of one commit, taken with the
 * market's resume point and the platform clock's time. Restoring it puts the database back,
 * rebuilds the engine's memory from it as a start does and returns the clock to its time.
 */
export const SandboxSnapshot = z
  .object({
    /** Numbered from 1 in the order taken; never reused. */
    id: z.number().int().positive(),
    /** The platform clock's time when it was taken. */
    takenAt: IsoDate,
    /** The size of its database file. */
    bytes: z.number().int(),
  })
  .meta({ id: 'SandboxSnapshot' });
export type SandboxSnapshot = z.infer<typeof SandboxSnapshot>;

export const SandboxSnapshotList = z.object({ snapshots: z.array(SandboxSnapshot) }).meta({ id: 'SandboxSnapshotList' });

export const SandboxSnapshotParams = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** What a restore or a reset did. */
export const SandboxRestored = z
  .object({
    /** The snapshot restored (null: the reset, to the seed). */
    snapshotId: z.number().int().nullable(),
    /** The platform clock's time: the snapshot's (the seed's, for a reset), as it was taken. */
    now: IsoDate,
    /** How long the sandbox refused requests. */
    tookMs: z.number().int(),
  })
  .meta({ id: 'SandboxRestored' });
export type SandboxRestored = z.infer<typeof SandboxRestored>;
