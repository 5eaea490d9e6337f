// The certification types of the client, from the shared schemas.
import type { z } from 'zod';
import type {
  AdvancedBody as AdvancedBodySchema,
  JuniorBody as JuniorBodySchema,
  KycStatus as KycStatusSchema,
} from '../../../../shared/schemas/kyc.ts';

export type KycStatus = z.infer<typeof KycStatusSchema>;
export type JuniorBody = z.infer<typeof JuniorBodySchema>;
export type AdvancedBody = z.infer<typeof AdvancedBodySchema>;
export type KycState = KycStatus['junior']['state'];
export type KycTier = KycStatus['tier'];
