// GET /api/admin/money-settings (settings.write) → currencies' limits, fees and withdrawal
// approval thresholds; fast-trade products with their options.
import { useQuery } from '@tanstack/react-query';
import type { MoneySettings } from '../../../../../shared/schemas/approvals.ts';
import { MONEY_SETTINGS_KEY } from '../keys';
import { adminRequest } from './admin-request';

export function getMoneySettings(signal?: AbortSignal): Promise<MoneySettings> {
  return adminRequest<MoneySettings>('GET', '/api/admin/money-settings', { signal });
}

export function useMoneySettings() {
  return useQuery({ queryKey: MONEY_SETTINGS_KEY, queryFn: ({ signal }) => getMoneySettings(signal) });
}
