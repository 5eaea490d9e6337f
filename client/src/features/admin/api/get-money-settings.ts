// GET /api/admin/money-settings (settings.write) → currencies' limits, fees and withdrawal
// approval thresholds; fast-trade products with their options.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoneySettings } from '../../../../../shared/schemas/approvals.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export function getMoneySettings(signal?: AbortSignal): Promise<MoneySettings> {
  return adminRequest<MoneySettings>('GET', '/api/admin/money-settings', { signal });
}

export const moneySettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.moneySettings(), queryFn: ({ signal }) => getMoneySettings(signal) });

export function useMoneySettings() {
  return useQuery(moneySettingsQueryOptions());
}
