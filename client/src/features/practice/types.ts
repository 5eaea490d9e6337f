// Types of the practice terminal (shared schemas, type-only; decision 106).
import type { z } from 'zod';
import type { PositionView } from '../../../../shared/schemas/contract.ts';
import type { FastOption as FastOptionSchema, FastOrderView } from '../../../../shared/schemas/fast.ts';
import type {
  PracticeOrderBody as PracticeOrderBodySchema,
  PracticeOrderResult as PracticeOrderResultSchema,
  PracticeState as PracticeStateSchema,
} from '../../../../shared/schemas/practice.ts';
import type { SpotOrderView } from '../../../../shared/schemas/spot.ts';

export type PracticeState = z.infer<typeof PracticeStateSchema>;
export type PracticeOrderBody = z.input<typeof PracticeOrderBodySchema>;
export type PracticeOrderResult = z.infer<typeof PracticeOrderResultSchema>;
export type PracticeFastOrder = z.infer<typeof FastOrderView>;
export type PracticePosition = z.infer<typeof PositionView>;
export type PracticeSpotOrder = z.infer<typeof SpotOrderView>;
export type FastOption = z.infer<typeof FastOptionSchema>;
