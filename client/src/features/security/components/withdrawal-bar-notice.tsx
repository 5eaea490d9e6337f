import { Alert } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useSecurityOverview } from '../api/get-security-overview';

/** After a login-password change or reset, withdrawals wait 24 hours: until when. */
export function WithdrawalBarNotice() {
  const { t } = useTranslation('account');
  const f = useFormat();
  const until = useSecurityOverview().data?.withdrawalsBarredUntil;
  if (!until) return null;
  return (
    <Alert variant="light" color="yellow" icon={<IconClockPause size={18} />} title={t('security.bar.title')} data-testid="withdrawal-bar">
      {t('security.bar.text', { time: f.dateTime(until) })}
    </Alert>
  );
}
