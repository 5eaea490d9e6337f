// GET /api/admin/audit/verify (audit.read) → whether the hash chain holds, or its first broken row.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditVerification } from '../../../../../shared/schemas/staff.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export function getAuditVerification(signal?: AbortSignal): Promise<AuditVerification> {
  return adminRequest<AuditVerification>('GET', '/api/admin/audit/verify', { signal });
}

export const auditVerificationQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.auditVerification(), queryFn: ({ signal }) => getAuditVerification(signal), staleTime: 0 });

export function useAuditVerification() {
  return useQuery(auditVerificationQueryOptions());
}
