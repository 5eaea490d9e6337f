// Types of the market replay (shared schemas, type-only; decision 106).
import type { z } from 'zod';
import type {
  ReplayControlBody as ReplayControlBodySchema,
  ReplaySessionBody as ReplaySessionBodySchema,
  ReplaySessionView,
  ReplaySpeed as ReplaySpeedSchema,
  ReplayTicks as ReplayTicksSchema,
  ReplayWallet as ReplayWalletSchema,
} from '../../../../shared/schemas/replay.ts';

export type ReplaySession = z.infer<typeof ReplaySessionView>;
export type ReplaySessionBody = z.input<typeof ReplaySessionBodySchema>;
export type ReplayControlBody = z.input<typeof ReplayControlBodySchema>;
export type ReplaySpeed = z.infer<typeof ReplaySpeedSchema>;
export type ReplayTicks = z.infer<typeof ReplayTicksSchema>;
export type ReplayWallet = z.infer<typeof ReplayWalletSchema>;

export { REPLAY_SPEEDS as SPEEDS } from '../../lib/trading/practice';
