// What an instance says of the engine's lease: GET /api/health/engine (decision 082).
import { z } from 'zod';

export const EngineHealthSchema = z.object({
  instanceId: z.string(),
  role: z.enum(['candidate', 'gateway', 'single']),
  /** promoting: it took the lease and is rebuilding the engine from the database. */
  state: z.enum(['leading', 'promoting', 'following']),
  /** Its epoch while it leads or takes over. */
  epoch: z.number().int().nullable(),
  /** The leader it last read from the lease (null once that lease ran out). */
  leader: z.object({ holder: z.string(), url: z.string(), epoch: z.number().int() }).nullable(),
});
export type EngineHealth = z.infer<typeof EngineHealthSchema>;
