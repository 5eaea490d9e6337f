import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { SecurityPasswordPanel } from '../../../features/funds/components/security-password-panel';
import { toast } from '../../../lib/notify';
import { PcFundsLinks } from './funds-frame';

/** Desktop security (/pc/userCenter/security): the login password and the withdrawal password. */
export default function PcSecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PcFundsLinks>
      <Stack gap="lg" data-testid="pc-security">
        <Title order={2}>{t('route.security')}</Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <SecurityPasswordPanel />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Paper withBorder radius="lg" p="lg" data-testid="login-password-panel">
              <Title order={4}>{t('user.changePassword')}</Title>
              <Text fz="sm" c="dimmed" mt={4} mb="md">
                {t('auth.changeSubtitle')}
              </Text>
              <ChangePasswordForm
                onSuccess={() => {
                  toast.success(t('auth.changeSuccess'));
                  navigate('/pc/user/login', { replace: true });
                }}
              />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </PcFundsLinks>
  );
}
