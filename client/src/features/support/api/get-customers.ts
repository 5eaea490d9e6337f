// GET /api/customer → customer-service entries. Only entries with levitate and isEnable both
// 'Y' are shown (spec section 3). A failed read leaves the icons away, without a toast.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CustomerService as CustomerServiceSchema } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { supportKeys } from './keys';

export type CustomerService = z.infer<typeof CustomerServiceSchema>;

export function getCustomers(signal?: AbortSignal): Promise<CustomerService[]> {
  return http.get<CustomerService[]>('/api/customer', { silent: true, signal });
}

export const customersQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.customers(), queryFn: ({ signal }) => getCustomers(signal), staleTime: 5 * 60_000 });

export function isShownCustomer(entry: CustomerService): boolean {
  return entry.levitate === 'Y' && entry.isEnable === 'Y';
}

/** The entries to show (levitate and isEnable both Y). */
export function useCustomers() {
  return useQuery({ ...customersQueryOptions(), select: (list) => list.filter(isShownCustomer) });
}
