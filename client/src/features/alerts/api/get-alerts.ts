// GET /api/alerts → the viewer's active price alerts and the latest that fired or were cancelled.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { http } from '../../../lib/http';
import type { AlertList } from '../types';
import { alertKeys } from './keys';

export function getAlerts(signal?: AbortSignal): Promise<AlertList> {
  return http.get<AlertList>('/api/alerts', { signal });
}

export const alertsQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: alertKeys.list(owner), queryFn: ({ signal }) => getAlerts(signal), staleTime: 0 });

export function useAlerts() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...alertsQueryOptions(owner), enabled: signedIn });
}
