// GET /api/optional/product (auth) → the watch list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import type { ProductSummary, Viewer } from '../../../lib/api/product-list';
import { marketKeys } from './keys';

export function getWatchList(signal?: AbortSignal): Promise<ProductSummary[]> {
  return http.get<ProductSummary[]>('/api/optional/product', { signal });
}

export const watchListQueryOptions = (viewer: Viewer) =>
  queryOptions({ queryKey: marketKeys.watchList(viewer), queryFn: ({ signal }) => getWatchList(signal), staleTime: 15_000 });

/** Only runs for a logged-in user (visitors have no watch list, spec section 6). */
export function useWatchList() {
  const { token, user } = useSession();
  return useQuery({ ...watchListQueryOptions(user?.userId ?? 0), enabled: token !== null });
}
