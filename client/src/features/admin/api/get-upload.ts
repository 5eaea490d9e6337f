// GET /api/admin/uploads/{id} (uploads.view) → a customer's private image (a deposit proof),
// as an object URL for an <img>. The server records every view in the audit log (upload.view).
import { useQuery } from '@tanstack/react-query';
import { API_BASE, APP_KEY } from '../../../lib/env';
import { QUEUES_KEY } from '../keys';
import { getStaffSession } from '../staff-session';

export async function getUpload(id: number, signal?: AbortSignal): Promise<string> {
  // an image, not an envelope: fetched with the staff token (an <img src> could not send it)
  const res = await fetch(`${API_BASE}/api/admin/uploads/${id}?appKey=${encodeURIComponent(APP_KEY)}`, {
    headers: { AppKey: APP_KEY, Authorization: getStaffSession()?.token ?? '' },
    signal,
  });
  if (!res.ok) throw new Error(`upload ${id}: ${res.status}`);
  return URL.createObjectURL(await res.blob());
}

export function useUpload(id: number | null) {
  return useQuery({
    queryKey: [...QUEUES_KEY, 'upload', id],
    queryFn: ({ signal }) => getUpload(id as number, signal),
    enabled: id !== null,
    // one view per opening of the detail: never refetched in the background
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
