// GET /api/admin/audit?staffId=&action=&targetType=&targetId=&page=&pageSize= (audit.read)
// → the audit log, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../../../shared/schemas/staff.ts';
import { type AuditFilters, adminKeys } from './keys';
import { adminRequest } from './admin-request';

export function getAudit(filters: AuditFilters, page: number, pageSize: number, signal?: AbortSignal): Promise<AuditPage> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return adminRequest<AuditPage>('GET', '/api/admin/audit', { params: { ...params, page, pageSize }, signal });
}

export const auditQueryOptions = (filters: AuditFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.audit(filters, page, pageSize),
    queryFn: ({ signal }) => getAudit(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(filters: AuditFilters, page: number, pageSize: number) {
  return useQuery(auditQueryOptions(filters, page, pageSize));
}
