// POST /api/alerts/{id}/cancel → the alert as it is now (cancelled, or fired meanwhile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AlertView } from '../types';
import { invalidateAlerts } from './keys';

export function cancelAlert(id: number): Promise<AlertView> {
  return http.post<AlertView>(`/api/alerts/${id}/cancel`, {});
}

export function useCancelAlert() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelAlert, onSettled: () => invalidateAlerts(client) });
}
