// PUT /api/admin/languages/{id} {isShow} (config.write) → the language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLanguage } from '../../../../../../shared/schemas/admin-content.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function setLanguageShown({ id, isShow }: { id: number; isShow: boolean }): Promise<StaffLanguage> {
  return adminRequest('PUT', `/api/admin/languages/${id}`, { body: { isShow } });
}

export function useSetLanguageShown() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setLanguageShown, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.languages() }) });
}
