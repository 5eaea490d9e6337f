// GET /api/kyc → your certification: your tier, the state of junior and advanced (with the
// reviewer's reason when rejected), the document number masked, and the withdrawal limits per tier.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import type { KycStatus } from '../types';
import { kycKeys } from './keys';

export function getKyc(signal?: AbortSignal): Promise<KycStatus> {
  return http.get<KycStatus>('/api/kyc', { signal });
}

export const kycQueryOptions = (owner: Owner) => queryOptions({ queryKey: kycKeys.status(owner), queryFn: ({ signal }) => getKyc(signal) });

/** The signed-in user's certification (keyed by the owner: another login reads its own). */
export function useKyc() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...kycQueryOptions(owner), enabled: signedIn });
}
