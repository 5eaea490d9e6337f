// GET /api/admin/contract/settings (contract.read) → every product's contract settings, in
// the units staff type, with a change still pending approval.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContractSetting } from '../../../../../../shared/schemas/admin-contract.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getContractSettings(signal?: AbortSignal): Promise<AdminContractSetting[]> {
  return adminRequest<AdminContractSetting[]>('GET', '/api/admin/contract/settings', { signal });
}

export const contractSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.contractSettings(), queryFn: ({ signal }) => getContractSettings(signal) });

export function useContractSettings() {
  return useQuery(contractSettingsQueryOptions());
}
