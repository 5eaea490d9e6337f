import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** Mining moves real money only: said plainly to a customer whose trading screens are in demo mode. */
export function MiningDemoNotice() {
  const { t } = useTranslation('funds');
  if (storage.get(STORAGE_KEYS.tradeMode) !== 'demo') return null;
  return (
    <Alert color="yellow" icon={<IconInfoCircle size={18} />} title={t('mining.demoTitle')} data-testid="mining-demo-notice">
      {t('mining.demoText')}
    </Alert>
  );
}
