// The back office's engine page (issue 36, decision 082): who runs the engine. `self` is this
// instance's part in the election as it sees it; `lease` is the "EngineLease" row as PostgreSQL
// holds it, its times and `live` by PostgreSQL's clock. One process (no cluster) always runs the
// engine itself: mode single, no lease.
import { z } from 'zod';
import { IsoDate } from './common.ts';

export const AdminEngineSelf = z
  .object({
    instanceId: z.string(),
    role: z.enum(['candidate', 'gateway', 'single']),
    state: z.enum(['leading', 'promoting', 'following']),
    /** The epoch this instance leads (or is taking over) under; null while it follows. */
    epoch: z.number().int().nullable(),
  })
  .meta({ id: 'AdminEngineSelf' });
export type AdminEngineSelf = z.infer<typeof AdminEngineSelf>;

export const AdminEngineLease = z
  .object({
    epoch: z.number().int(),
    holder: z.string(),
    url: z.string(),
    expiresAt: IsoDate,
    takenAt: IsoDate,
    renewedAt: IsoDate,
    /** Not run out by the database's clock: its holder leads. */
    live: z.boolean(),
    /** expiresAt less the database's time now (negative: ran out that long ago). */
    expiresInMs: z.number().int(),
  })
  .meta({ id: 'AdminEngineLease' });
export type AdminEngineLease = z.infer<typeof AdminEngineLease>;

export const AdminEngineStatus = z
  .object({
    mode: z.enum(['single', 'cluster']),
    self: AdminEngineSelf,
    /** null: one process, or a cluster where nobody ever took the lease. */
    lease: AdminEngineLease.nullable(),
  })
  .meta({ id: 'AdminEngineStatus' });
export type AdminEngineStatus = z.infer<typeof AdminEngineStatus>;
