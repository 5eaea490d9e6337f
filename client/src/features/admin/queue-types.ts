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
import type { StaffCustomer } from '../../../../shared/schemas/customers.ts';
import type { StaffKycDetail, StaffKycPage } from '../../../../shared/schemas/kyc.ts';

export type QueueKind = 'deposits' | 'withdrawals' | 'card-changes' | 'kyc';

/** A row or detail with the customer it is about (issue 32: named, not "#2"). */
type Named<T> = T & { customer: StaffCustomer };
type NamedPage<P extends { items: unknown[] }> = Omit<P, 'items'> & { items: Named<P['items'][number]>[] };

export interface QueueTypes {
  deposits: { page: NamedPage<z.infer<typeof StaffDepositPage>>; item: Named<z.infer<typeof StaffDeposit>> };
  withdrawals: { page: NamedPage<z.infer<typeof StaffWithdrawalPage>>; item: Named<z.infer<typeof StaffWithdrawalDetail>> };
  'card-changes': { page: NamedPage<z.infer<typeof StaffCardChangePage>>; item: Named<z.infer<typeof StaffCardChange>> };
  kyc: { page: NamedPage<z.infer<typeof StaffKycPage>>; item: Named<z.infer<typeof StaffKycDetail>> };
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
  /** The deposit queue: a bank transfer's reference code (decision 088). */
  reference?: string;
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
