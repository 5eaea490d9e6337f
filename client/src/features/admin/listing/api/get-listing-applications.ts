// GET /api/admin/listing-applications?status=&page=&pageSize= (content.write) → one page of coin listing applications, newest first
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListingStatus, StaffListingPage } from '../../../../../../shared/schemas/pages.ts';
import { adminRequest } from '../../api/admin-request';
import { ADMIN_KEY } from '../../keys';

export type ListingPage = z.infer<typeof StaffListingPage>;
export type ListingItem = ListingPage['items'][number];
export const LISTING_PAGE_SIZE = 20;
export const listingKey = [...ADMIN_KEY, 'listing'] as const;

export function getListingApplications(status: ListingStatus | null, page: number, signal?: AbortSignal): Promise<ListingPage> {
  const params = { page, pageSize: LISTING_PAGE_SIZE, status: status ?? undefined };
  return adminRequest('GET', '/api/admin/listing-applications', { params, signal });
}

export function useListingApplications(status: ListingStatus | null, page: number) {
  return useQuery({
    queryKey: [...listingKey, status, page],
    queryFn: ({ signal }) => getListingApplications(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
