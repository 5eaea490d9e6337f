import { Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecurityPasswordPanel } from '../../../features/funds/components/security-password-panel';
import { AntiPhishingPanel } from '../../../features/security/components/anti-phishing-panel';
import { LoginHistoryPanel } from '../../../features/security/components/login-history-panel';
import { SessionsPanel } from '../../../features/security/components/sessions-panel';
import { TwoFactorPanel } from '../../../features/security/components/two-factor-panel';
import { WithdrawalBarNotice } from '../../../features/security/components/withdrawal-bar-notice';
import { LoginPasswordPanel } from '../account-parts';
import { PcFundsLinks } from './funds-frame';

/**
 * Desktop security centre (/pc/userCenter/security): two-factor, the anti-phishing code, the
 * withdrawal and login passwords, the devices logged in and the login history.
 */
export default function PcSecurityPage() {
  const { t } = useTranslation();
  return (
    <PcFundsLinks>
      <Stack gap="lg" data-testid="pc-security">
        <Title order={2}>{t('route.security')}</Title>
        <WithdrawalBarNotice />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <TwoFactorPanel />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <AntiPhishingPanel />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <SecurityPasswordPanel />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <LoginPasswordPanel device="pc" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <SessionsPanel />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <LoginHistoryPanel />
          </Grid.Col>
        </Grid>
      </Stack>
    </PcFundsLinks>
  );
}
