// Types of the contract-trading feature (shared schemas, type-only).
import type { z } from 'zod';
import type {
  ContractPreview as ContractPreviewSchema,
  ContractPreviewBody as ContractPreviewBodySchema,
  ContractSettingView,
  ContractSide as ContractSideSchema,
  ContractStats as ContractStatsSchema,
  CloseReason as CloseReasonSchema,
  FollowableTrader,
  LockResult as LockResultSchema,
  PositionChangedMessage,
  PositionDetail,
  PositionPage,
  PositionStatus as PositionStatusSchema,
  PositionTickMessage,
  PositionView,
  ReverseResult as ReverseResultSchema,
} from '../../../../shared/schemas/contract.ts';

export type ContractSetting = z.infer<typeof ContractSettingView>;
export type ContractPreviewBody = z.input<typeof ContractPreviewBodySchema>;
export type ContractPreview = z.infer<typeof ContractPreviewSchema>;
export type ContractPosition = z.infer<typeof PositionView>;
export type ContractPositionDetail = z.infer<typeof PositionDetail>;
export type ContractPositionPage = z.infer<typeof PositionPage>;
export type PositionStatus = z.infer<typeof PositionStatusSchema>;
export type ContractSide = z.infer<typeof ContractSideSchema>;
export type CloseReason = z.infer<typeof CloseReasonSchema>;
export type ContractStats = z.infer<typeof ContractStatsSchema>;
export type ContractTrader = z.infer<typeof FollowableTrader>;
export type ReverseResult = z.infer<typeof ReverseResultSchema>;
export type LockResult = z.infer<typeof LockResultSchema>;
export type PositionMarks = z.infer<typeof PositionTickMessage>;
export type PositionChanged = z.infer<typeof PositionChangedMessage>;
