// POST /api/user/security/anti-phishing (auth) {code | null} → null: the code shown in every
// message and e-mail or SMS text the platform sends (null removes it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateSecurity } from './keys';

export function setAntiPhishing(code: string | null): Promise<null> {
  return http.post<null>('/api/user/security/anti-phishing', { code });
}

export function useSetAntiPhishing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAntiPhishing, onSuccess: () => invalidateSecurity(queryClient) });
}
