// GET /api/admin/{notices|banners|messages|customer-services|news} (content.write) → every entry, as staff see it.
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import { type ContentKind, type ContentKinds, contentKey } from './content-kinds';

export function getContent<K extends ContentKind>(kind: K, signal?: AbortSignal): Promise<ContentKinds[K]['row'][]> {
  return adminRequest('GET', `/api/admin/${kind}`, { signal });
}

export function useContent<K extends ContentKind>(kind: K) {
  return useQuery({ queryKey: contentKey(kind), queryFn: ({ signal }) => getContent(kind, signal) });
}
