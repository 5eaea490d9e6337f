import { Grid, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconBuildingBank,
  IconCashBanknote,
  IconCreditCard,
  IconKey,
  IconMail,
  IconPick,
  IconShieldLock,
  IconTransfer,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { UserSummary } from '../../../features/auth/components/user-summary';
import { useWalletAssets } from '../../../lib/api/wallet-assets';

const ACTIONS: { label: ParseKeys; to: string; icon: typeof IconKey }[] = [
  { label: 'route.recharge', to: '/pc/handle/recharge', icon: IconBuildingBank },
  { label: 'route.withdraw', to: '/pc/handle/withdraw', icon: IconCashBanknote },
  { label: 'route.transfer', to: '/pc/handle/transfer', icon: IconTransfer },
  { label: 'route.gatheringWay', to: '/pc/handle/gatheringWay', icon: IconCreditCard },
  { label: 'route.certify', to: '/pc/userCenter/certify', icon: IconUserCheck },
  { label: 'route.security', to: '/pc/userCenter/security', icon: IconShieldLock },
  { label: 'user.changePassword', to: '/pc/user/restorePwd', icon: IconKey },
  { label: 'route.mining', to: '/pc/mining', icon: IconPick },
  { label: 'route.messages', to: '/pc/article/message', icon: IconMail },
];

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
