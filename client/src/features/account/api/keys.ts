// Query keys of the account feature (dashboard, paged lists, cancellation check), under ['account'].
import type { Owner } from '../../../lib/api/keys';

const all = ['account'] as const;

/** The account's paged lists (api/paged-account-list.ts). */
export type AccountList = 'invitees' | 'rewards' | 'credit';

export const accountKeys = {
  all,
  cancellation: () => [...all, 'cancellation'] as const,
  dashboard: (owner: Owner) => [...all, 'dashboard', owner] as const,
  list: (name: AccountList, owner: Owner, page: number) => [...all, name, owner, page] as const,
};
