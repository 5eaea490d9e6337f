// GET /api/user/invitees?page=&pageSize= (auth) → the accounts that registered with the user's code, masked.
import type { InviteePageData } from '../types';
import { usePagedAccountList } from './paged-account-list';

export function useInvitees(page: number) {
  return usePagedAccountList<InviteePageData>('invitees', '/api/user/invitees', page);
}
