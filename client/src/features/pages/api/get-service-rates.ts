// GET /api/service-rates → ServiceRates (the fees and limits as set now)
import { useQuery } from '@tanstack/react-query';
import type { ServiceRates } from '../../../../../shared/schemas/pages.ts';
import { http } from '../../../lib/http';

export function getServiceRates(signal?: AbortSignal): Promise<ServiceRates> {
  return http.get<ServiceRates>('/api/service-rates', { signal });
}

export function useServiceRates() {
  return useQuery({ queryKey: ['pages', 'service-rates'], queryFn: ({ signal }) => getServiceRates(signal) });
}
