// GET /api/admin/users/{id}/alerts (users.read) → the customer's price alerts, read only: the
// active ones, the latest fired (with the tick that crossed each) and cancelled, counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAlertList } from '../../../../../shared/schemas/alerts.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export function getUserAlerts(id: number, signal?: AbortSignal) {
  return adminRequest<AdminAlertList>('GET', `/api/admin/users/${id}/alerts`, { signal });
}

export const userAlertsQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.userAlerts(id), queryFn: ({ signal }) => getUserAlerts(id, signal) });

export function useUserAlerts(id: number) {
  return useQuery(userAlertsQueryOptions(id));
}
