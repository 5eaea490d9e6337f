// PUT /api/admin/listing-applications/{id} {status, staffNotes} (content.write) → the application (audited)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingReviewBody } from '../../../../../../shared/schemas/pages.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';
import type { ListingItem } from './get-listing-applications';

export function reviewListingApplication(id: number, body: ListingReviewBody): Promise<ListingItem> {
  return adminRequest('PUT', `/api/admin/listing-applications/${id}`, { body });
}

export function useReviewListingApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ListingReviewBody }) => reviewListingApplication(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.listingAll() }),
  });
}
