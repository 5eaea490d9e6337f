// GET /api/admin/{notices|banners|messages|customer-services|news|pages|help-…|products} (content.write) → every entry, as staff see it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';
import type { ContentKind, ContentKinds } from './content-kinds';

export function getContent<K extends ContentKind>(kind: K, signal?: AbortSignal): Promise<ContentKinds[K]['row'][]> {
  return adminRequest('GET', `/api/admin/${kind}`, { signal });
}

export const contentQueryOptions = <K extends ContentKind>(kind: K) =>
  queryOptions({ queryKey: adminKeys.content(kind), queryFn: ({ signal }) => getContent(kind, signal) });

export function useContent<K extends ContentKind>(kind: K) {
  return useQuery(contentQueryOptions(kind));
}
