// GET /api/responsible (auth) → the caller's daily limits (with a raise or removal waiting),
// self-exclusion, appropriateness check and the UTC day's figures.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponsibleView } from '../../../../shared/schemas/responsible.ts';
import { http } from '../http';
import { type Owner, useOwner } from './keys';
import { responsibleKeys } from './responsible-keys';

export function getResponsible(signal?: AbortSignal): Promise<ResponsibleView> {
  return http.get<ResponsibleView>('/api/responsible', { signal });
}

export const responsibleQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: responsibleKeys.mine(owner), queryFn: ({ signal }) => getResponsible(signal), staleTime: 0 });

/** The caller's settings (not fetched for visitors and guests, or when `enabled` is false). */
export function useResponsible(enabled = true) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...responsibleQueryOptions(owner), enabled: signedIn && enabled });
}
