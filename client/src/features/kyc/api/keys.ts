// Query keys of certification, under ['kyc']: a submission refreshes them all.
import type { Owner } from '../../../lib/api/keys';

const all = ['kyc'] as const;

export const kycKeys = {
  all,
  status: (owner: Owner) => [...all, owner] as const,
};
