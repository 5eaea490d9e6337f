// POST /api/alerts {symbol, kind, threshold, window?} → the alert set (checked against the current tick).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AlertCreateBody, AlertView } from '../types';
import { invalidateAlerts } from './keys';

export function createAlert(body: AlertCreateBody): Promise<AlertView> {
  return http.post<AlertView>('/api/alerts', body);
}

export function useCreateAlert() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAlert, onSettled: () => invalidateAlerts(client) });
}
