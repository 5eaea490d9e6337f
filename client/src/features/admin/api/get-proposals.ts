// GET /api/admin/proposals?status=&kind=&mine=&page=&pageSize= (approvals.read)
// → four-eyes proposals, newest first, each saying whether the caller may decide or cancel it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProposalPage } from '../../../../../shared/schemas/approvals.ts';
import { adminKeys, type ProposalFilters } from './keys';
import { adminRequest } from './admin-request';

export function getProposals(filters: ProposalFilters, page: number, pageSize: number, signal?: AbortSignal): Promise<ProposalPage> {
  const params: Record<string, string | number> = { status: filters.status, page, pageSize };
  if (filters.kind) params.kind = filters.kind;
  if (filters.mine) params.mine = 'true';
  return adminRequest<ProposalPage>('GET', '/api/admin/proposals', { params, signal });
}

export const proposalsQueryOptions = (filters: ProposalFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.proposals(filters, page, pageSize),
    queryFn: ({ signal }) => getProposals(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useProposals(filters: ProposalFilters, page: number, pageSize: number) {
  return useQuery(proposalsQueryOptions(filters, page, pageSize));
}
