import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BonusState } from '../../../../../shared/schemas/bonus.ts';

const COLORS: Record<BonusState, string> = { active: 'yellow', unlocked: 'teal', expired: 'gray' };

export function BonusStateBadge({ state }: { state: BonusState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[state]} data-testid="bonus-state" data-state={state}>
      {t(`bonus.state.${state}`)}
    </Badge>
  );
}
