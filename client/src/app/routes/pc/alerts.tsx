import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertList } from '../../../features/alerts/components/alert-list';

/** Desktop price alerts (/pc/userCenter/alerts): the user's alerts with cancel. */
export default function PcAlertsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="pc-alerts">
      <Title order={3}>{t('alerts.title')}</Title>
      <AlertList />
    </Stack>
  );
}
