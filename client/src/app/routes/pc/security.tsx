import { Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecurityPasswordPanel } from '../../../features/funds/components/security-password-panel';
import { LoginPasswordPanel } from '../account-parts';
import { PcFundsLinks } from './funds-frame';

/** Desktop security (/pc/userCenter/security): the login password and the withdrawal password. */
export default function PcSecurityPage() {
  const { t } = useTranslation();
  return (
    <PcFundsLinks>
      <Stack gap="lg" data-testid="pc-security">
        <Title order={2}>{t('route.security')}</Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <SecurityPasswordPanel />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <LoginPasswordPanel device="pc" />
          </Grid.Col>
        </Grid>
      </Stack>
    </PcFundsLinks>
  );
}
