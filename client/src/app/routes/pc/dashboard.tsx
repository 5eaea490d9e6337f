import { Grid, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { UserSummary } from '../../../features/auth/components/user-summary';
import { useWalletAssets } from '../../../lib/api/wallet-assets';
import { accountLinks } from '../../account-links';

const ACTIONS = accountLinks('pc', [
  'recharge',
  'withdraw',
  'transfer',
  'gatheringWay',
  'certify',
  'security',
  'changePassword',
  'mining',
  'messages',
]);

/** Desktop dashboard: the account card and shortcuts. */
export default function PcDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isPending } = useUserInfo();
  const assets = useWalletAssets();
  return (
    <Stack gap="lg" data-testid="pc-dashboard">
      <Title order={2}>{t('route.dashboard')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <UserSummary user={user} loading={isPending} totalUsdt={assets.data?.totalUsdt} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder radius="lg" p="md" h="100%">
            <SimpleGrid cols={3} spacing="xs">
              {ACTIONS.map((a) => (
                <UnstyledButton key={a.to} onClick={() => navigate(a.to)} className="quick-entry" p="sm">
                  <ThemeIcon size={42} radius="md" variant="light">
                    <a.icon size={22} />
                  </ThemeIcon>
                  <Text fz="sm">{t(a.label)}</Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
