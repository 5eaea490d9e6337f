// POST /api/responsible/exclusion (auth) {period} → the settings with the exclusion's end
// (no new real trades or deposits until then; it cannot be shortened).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExclusionPeriod } from '../../../../../shared/responsible.ts';
import type { ResponsibleView } from '../../../../../shared/schemas/responsible.ts';
import { http } from '../../../lib/http';
import { invalidateResponsible } from '../../../lib/api/responsible-keys';

export function startExclusion(period: ExclusionPeriod): Promise<ResponsibleView> {
  return http.post<ResponsibleView>('/api/responsible/exclusion', { period });
}

export function useStartExclusion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: startExclusion, onSuccess: () => invalidateResponsible(client) });
}
