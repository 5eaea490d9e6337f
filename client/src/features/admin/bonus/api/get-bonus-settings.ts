// GET /api/admin/bonus/settings (users.read) → every bonus kind's terms, with a change still
// pending approval; each named (`symbol`) in the staff member's language for the settings page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusSettingView } from '../../../../../../shared/schemas/bonus.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export type NamedBonusSetting = BonusSettingView & { symbol: string };

export function getBonusSettings(signal?: AbortSignal): Promise<BonusSettingView[]> {
  return adminRequest<BonusSettingView[]>('GET', '/api/admin/bonus/settings', { signal });
}

export const bonusSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.bonusSettings(), queryFn: ({ signal }) => getBonusSettings(signal) });

export function useBonusSettings(nameOf: (kind: BonusSettingView['kind']) => string) {
  return useQuery({
    ...bonusSettingsQueryOptions(),
    select: (list): NamedBonusSetting[] => list.map((s) => ({ ...s, symbol: nameOf(s.kind) })),
  });
}
