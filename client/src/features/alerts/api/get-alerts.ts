// GET /api/alerts → the viewer's active price alerts and the latest that fired or were cancelled
// (the stored login's, or the demo page's guest's with its `authorization`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { http } from '../../../lib/http';
import type { AlertList } from '../types';
import { alertKeys } from './keys';

export function getAlerts(authorization?: string, signal?: AbortSignal): Promise<AlertList> {
  // a guest's list is read in the background (use-guest-alert-poll): no error toast every 15 s
  return http.get<AlertList>('/api/alerts', { authorization, signal, silent: authorization !== undefined });
}

export const alertsQueryOptions = (owner: Owner, authorization?: string) =>
  queryOptions({ queryKey: alertKeys.list(owner), queryFn: ({ signal }) => getAlerts(authorization, signal), staleTime: 0 });

export function useAlerts() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...alertsQueryOptions(owner), enabled: signedIn });
}
