// Types of the copy-trading feature (shared schemas, type-only; decision 103).
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { AnalyticsReport } from '../../../../shared/schemas/analytics.ts';
import type {
  CopyJob as CopyJobSchema,
  CopyJobPage as CopyJobPageSchema,
  CopyLeader as CopyLeaderSchema,
  CopyLeaderDetail as CopyLeaderDetailSchema,
  CopyLeaderPage as CopyLeaderPageSchema,
  CopyLeaderStatus as CopyLeaderStatusSchema,
  CopySkipReason as CopySkipReasonSchema,
  CopySubscribeBody as CopySubscribeBodySchema,
  CopySubscription as CopySubscriptionSchema,
  CopySubscriptionList as CopySubscriptionListSchema,
  CopyUpdateBody as CopyUpdateBodySchema,
} from '../../../../shared/schemas/copy.ts';

export type CopyLeader = z.infer<typeof CopyLeaderSchema>;
export type CopyLeaderPage = z.infer<typeof CopyLeaderPageSchema>;
export type CopyLeaderDetail = z.infer<typeof CopyLeaderDetailSchema>;
export type CopyLeaderStatus = z.infer<typeof CopyLeaderStatusSchema>;
export type CopySubscription = z.infer<typeof CopySubscriptionSchema>;
export type CopySubscriptionList = z.infer<typeof CopySubscriptionListSchema>;
export type CopySubscribeBody = z.input<typeof CopySubscribeBodySchema>;
export type CopyUpdateBody = z.input<typeof CopyUpdateBodySchema>;
export type CopyJob = z.infer<typeof CopyJobSchema>;
export type CopyJobPage = z.infer<typeof CopyJobPageSchema>;
export type CopySkipReason = z.infer<typeof CopySkipReasonSchema>;

/**
 * A leader's analytics report drawn by the page (the results-analytics components: summary
 * figures and equity curve); features do not import each other, the app composes them.
 */
export type ReportView = (report: AnalyticsReport, compact: boolean) => ReactNode;
