// GET /api/admin/audit/verify (audit.read) → whether the hash chain holds, or its first broken row.
import { useQuery } from '@tanstack/react-query';
import type { AuditVerification } from '../../../../../shared/schemas/staff.ts';
import { AUDIT_KEY } from '../keys';
import { adminRequest } from './admin-request';

export function getAuditVerification(signal?: AbortSignal): Promise<AuditVerification> {
  return adminRequest<AuditVerification>('GET', '/api/admin/audit/verify', { signal });
}

export function useAuditVerification() {
  return useQuery({ queryKey: [...AUDIT_KEY, 'verify'], queryFn: ({ signal }) => getAuditVerification(signal), staleTime: 0 });
}
