// POST /api/alerts {symbol, kind, threshold, window?} → the alert set (checked against the current
// tick); the stored login's, or the demo page's guest's with its `authorization`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AlertCreateBody, AlertView } from '../types';
import { invalidateAlerts } from './keys';

export function createAlert(body: AlertCreateBody, authorization?: string): Promise<AlertView> {
  return http.post<AlertView>('/api/alerts', body, { authorization });
}

export function useCreateAlert(authorization?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertCreateBody) => createAlert(body, authorization),
    onSettled: () => invalidateAlerts(client),
  });
}
