// GET /api/service-rates → ServiceRates (the fees and limits as set now)
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceRates } from '../../../../../shared/schemas/pages.ts';
import { http } from '../../../lib/http';
import { pagesKeys } from './keys';

export function getServiceRates(signal?: AbortSignal): Promise<ServiceRates> {
  return http.get<ServiceRates>('/api/service-rates', { signal });
}

export const serviceRatesQueryOptions = () =>
  queryOptions({ queryKey: pagesKeys.serviceRates(), queryFn: ({ signal }) => getServiceRates(signal) });

export function useServiceRates() {
  return useQuery(serviceRatesQueryOptions());
}
