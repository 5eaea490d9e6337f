// GET /api/admin/listing-applications?status=&page=&pageSize= (content.write) → one page of coin listing applications, newest first
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListingStatus, StaffListingPage } from '../../../../../../shared/schemas/pages.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export type ListingPage = z.infer<typeof StaffListingPage>;
export type ListingItem = ListingPage['items'][number];
export const LISTING_PAGE_SIZE = 20;

export function getListingApplications(status: ListingStatus | null, page: number, signal?: AbortSignal): Promise<ListingPage> {
  const params = { page, pageSize: LISTING_PAGE_SIZE, status: status ?? undefined };
  return adminRequest('GET', '/api/admin/listing-applications', { params, signal });
}

export const listingApplicationsQueryOptions = (status: ListingStatus | null, page: number) =>
  queryOptions({
    queryKey: adminKeys.listing(status, page),
    queryFn: ({ signal }) => getListingApplications(status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useListingApplications(status: ListingStatus | null, page: number) {
  return useQuery(listingApplicationsQueryOptions(status, page));
}
