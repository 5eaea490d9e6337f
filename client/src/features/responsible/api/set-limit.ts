// POST /api/responsible/limits (auth) {kind, amount | null} → the settings: lower at once,
// higher or removed (null) 24 hours later.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponsibleLimitBody, ResponsibleView } from '../../../../../shared/schemas/responsible.ts';
import { http } from '../../../lib/http';
import { invalidateResponsible } from '../../../lib/api/responsible-keys';

export function setLimit(body: Pick<ResponsibleLimitBody, 'kind' | 'amount'>): Promise<ResponsibleView> {
  return http.post<ResponsibleView>('/api/responsible/limits', body);
}

export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setLimit, onSuccess: () => invalidateResponsible(client) });
}
