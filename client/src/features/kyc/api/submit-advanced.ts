// POST /api/kyc/advanced {frontUploadId, backUploadId, handUploadId} (photos uploaded with
// purpose kyc) → your certification, advanced under review. Refused: 6500 junior first, 6507 a photo missing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AdvancedBody, KycStatus } from '../types';
import { kycKeys } from './keys';

export function submitAdvanced(body: AdvancedBody): Promise<KycStatus> {
  return http.post<KycStatus>('/api/kyc/advanced', body);
}

export function useSubmitAdvanced() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitAdvanced, onSuccess: () => client.invalidateQueries({ queryKey: kycKeys.all }) });
}
