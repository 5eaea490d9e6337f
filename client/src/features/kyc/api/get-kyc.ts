// GET /api/kyc → your certification: your tier, the state of junior and advanced (with the
// reviewer's reason when rejected), the document number masked, and the withdrawal limits per tier.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import type { KycStatus } from '../types';

export const KYC_KEY = ['kyc'] as const;

export function getKyc(signal?: AbortSignal): Promise<KycStatus> {
  return http.get<KycStatus>('/api/kyc', { signal });
}

/** The signed-in user's certification (keyed by the session: another login reads its own). */
export function useKyc() {
  const { token } = useSession();
  return useQuery({ queryKey: [...KYC_KEY, token], queryFn: ({ signal }) => getKyc(signal), enabled: token !== null });
}
