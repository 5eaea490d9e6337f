// GET /api/admin/uploads/{id} (uploads.view) → a customer's private image (a deposit proof),
// as an object URL for an <img>. The server records every view in the audit log (upload.view).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { privateImageUrl } from '../../../lib/private-image';
import { adminKeys } from './keys';
import { getStaffSession } from '../staff-session';

export function getUpload(id: number, signal?: AbortSignal): Promise<string> {
  // an image, not an envelope: fetched with the staff token
  return privateImageUrl(`/api/admin/uploads/${id}`, { Authorization: getStaffSession()?.token ?? '' }, signal);
}

export const uploadQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: adminKeys.upload(id),
    queryFn: ({ signal }) => getUpload(id as number, signal),
    // one view per opening of the detail: never refetched in the background
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useUpload(id: number | null) {
  return useQuery({ ...uploadQueryOptions(id), enabled: id !== null });
}
