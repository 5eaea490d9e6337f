import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { unitsOf } from '../../../../../shared/money.ts';
import { useFormat } from '../../../lib/format';
import { useBonuses } from '../api/get-bonuses';

/** On the withdraw screens: the part of the USDT balance a locked bonus holds back (nothing while none is locked). */
export function BonusLockedNote() {
  const { t } = useTranslation('account');
  const f = useFormat();
  const bonuses = useBonuses();
  const locked = bonuses.data?.locked;
  if (!locked || unitsOf(locked, 6) === 0n) return null;
  return (
    <Alert variant="light" color="yellow" icon={<IconLock size={18} />} data-testid="bonus-locked-note" data-value={locked}>
      {t('bonus.withdrawNote', { amount: f.moneyCode(locked, 'USDT') })}
    </Alert>
  );
}
