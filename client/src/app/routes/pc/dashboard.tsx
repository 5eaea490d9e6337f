import { Grid, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AccountOverview } from '../../../features/account/components/account-overview';
import { CancelAccountPanel } from '../../../features/account/components/cancel-account-panel';
import { InvitationsPanel } from '../../../features/account/components/invitations-panel';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { accountLinks } from '../../account-links';
import { useBackToLogin } from '../account-parts';
import { withNamespaces } from '../../../components/namespace-gate';

const ACTIONS = accountLinks('pc', [
  'recharge',
  'withdraw',
  'transfer',
  'tradeHistory',
  'gatheringWay',
  'certify',
  'security',
  'changePassword',
  'mining',
  'messages',
]);

/** Desktop dashboard: the account card, shortcuts, invitations and rewards, and account cancellation. */
function PcDashboardPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { user, isPending } = useUserInfo();
  const backToLogin = useBackToLogin('pc');
  return (
    <Stack gap="lg" data-testid="pc-dashboard">
      <Title order={2}>{t('route.dashboard')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <AccountOverview user={user} loading={isPending} certifyTo="/pc/userCenter/certify" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder radius="lg" p="md" h="100%">
            <SimpleGrid cols={3} spacing="xs">
              {ACTIONS.map((a) => (
                <UnstyledButton key={a.to} onClick={() => navigate(a.to)} className="quick-entry" p="sm" data-testid={`quick-${a.key}`}>
                  <ThemeIcon size={42} radius="md" variant="light">
                    <a.icon size={22} />
                  </ThemeIcon>
                  <Text fz="sm">{t(a.label)}</Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <InvitationsPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CancelAccountPanel onCancelled={() => backToLogin(t('account.cancelled'))} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export default withNamespaces(['account'], PcDashboardPage);
