// PUT /api/admin/config/{identify} {configValue} (config.write) → the key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffConfigItem } from '../../../../../../shared/schemas/admin-content.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function setConfig({ identify, configValue }: { identify: string; configValue: string }): Promise<StaffConfigItem> {
  return adminRequest('PUT', `/api/admin/config/${encodeURIComponent(identify)}`, { body: { configValue } });
}

export function useSetConfig() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setConfig, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.config() }) });
}
