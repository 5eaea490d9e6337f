// The sandbox's control API (issue 41, decision 097): routes under /api/sandbox that exist only
// in sandbox mode (SANDBOX=true) and answer only calls carrying the sandbox's token. The later
// control routes (test clocks, scripted markets, snapshots, fixtures) add their schemas here.
import { z } from 'zod';
import { IsoDate } from './common.ts';

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
    /** The platform's time, as every expiry, settlement and job reads it. */
    clock: z.object({ now: IsoDate, epochMs: z.number().int() }),
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

/**
 * A snapshot of the sandbox (issue 41 point 5): its database as of one commit, taken with the
 * market's resume point. Restoring it puts the database back and rebuilds the engine's memory
 * from it as a start does; the platform clock keeps its time.
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
    /** The platform clock's time (a restore keeps it). */
    now: IsoDate,
    /** How long the sandbox refused requests. */
    tookMs: z.number().int(),
  })
  .meta({ id: 'SandboxRestored' });
export type SandboxRestored = z.infer<typeof SandboxRestored>;
