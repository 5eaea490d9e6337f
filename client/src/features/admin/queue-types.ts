// The review queues of the back office (issue 14.2; certification, issue 17.1) and what each lists and shows.
import type { z } from 'zod';
import type {
  StaffCardChange,
  StaffCardChangePage,
  StaffDeposit,
  StaffDepositPage,
  StaffWithdrawalDetail,
  StaffWithdrawalPage,
} from '../../../../shared/schemas/funds.ts';
import type { StaffKycDetail, StaffKycPage } from '../../../../shared/schemas/kyc.ts';

export type QueueKind = 'deposits' | 'withdrawals' | 'card-changes' | 'kyc';

export interface QueueTypes {
  deposits: { page: z.infer<typeof StaffDepositPage>; item: z.infer<typeof StaffDeposit> };
  withdrawals: { page: z.infer<typeof StaffWithdrawalPage>; item: z.infer<typeof StaffWithdrawalDetail> };
  'card-changes': { page: z.infer<typeof StaffCardChangePage>; item: z.infer<typeof StaffCardChange> };
  kyc: { page: z.infer<typeof StaffKycPage>; item: z.infer<typeof StaffKycDetail> };
}

/** A queue's filters as typed in the form (empty: any). */
export interface QueueFilters {
  status?: string;
  currency?: string;
  userId?: string;
  from?: string;
  to?: string;
  /** The certification queue: junior or advanced. */
  tier?: string;
}

export type QueueStatus =
  | 'reviewing'
  | 'success'
  | 'rejected'
  | 'processing'
  | 'passed'
  | 'failed'
  | 'pending'
  | 'approved'
  | 'authenticating'
  | 'authenticated';

/** Each queue's statuses, the waiting one first, then the good end. */
export const QUEUE_STATUSES: Record<QueueKind, readonly QueueStatus[]> = {
  deposits: ['reviewing', 'success', 'rejected'],
  withdrawals: ['processing', 'passed', 'rejected', 'failed'],
  'card-changes': ['pending', 'approved', 'rejected'],
  kyc: ['authenticating', 'authenticated', 'rejected'],
};
