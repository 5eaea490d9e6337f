import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BonusState } from '../../../../../shared/schemas/bonus.ts';

export const BONUS_STATE_COLORS: Record<BonusState, string> = { active: 'yellow', unlocked: 'teal', expired: 'gray', forfeited: 'red' };

export function BonusStateBadge({ state }: { state: BonusState }) {
  const { t } = useTranslation('account');
  return (
    // (never shortened to an ellipsis in a narrow table cell)
    <Badge variant="light" color={BONUS_STATE_COLORS[state]} miw="max-content" data-testid="bonus-state" data-state={state}>
      {t(`bonus.state.${state}`)}
    </Badge>
  );
}
