// POST /api/kyc/junior {idType, realName, docNumber} → your certification, junior under review.
// Refused: 6501 under review, 6502 already authenticated, 6503 number used by another account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { JuniorBody, KycStatus } from '../types';
import { kycKeys } from './keys';

export function submitJunior(body: JuniorBody): Promise<KycStatus> {
  return http.post<KycStatus>('/api/kyc/junior', body);
}

export function useSubmitJunior() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitJunior,
    onSuccess: () => client.invalidateQueries({ queryKey: kycKeys.all }),
  });
}
