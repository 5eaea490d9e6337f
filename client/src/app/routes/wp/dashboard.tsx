import { Button, Group, Modal, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight, IconLogout } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ThemeSwitchRow } from '../../../components/theme-switch-row';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { useLogout } from '../../../features/auth/api/logout';
import { UserSummary } from '../../../features/auth/components/user-summary';
import { useWalletAssets } from '../../../lib/api/wallet-assets';
import { toast } from '../../../lib/notify';
import { type AccountLink, accountLinks, INFO_LINKS } from '../../account-links';

const GROUPS: { title: ParseKeys; links: AccountLink[] }[] = [
  { title: 'user.funds', links: accountLinks('wp', ['property', 'recharge', 'withdraw', 'transfer', 'gatheringWay']) },
  { title: 'user.trading', links: accountLinks('wp', ['tradeHistory', 'mining']) },
  { title: 'user.accountSettings', links: accountLinks('wp', ['certify', 'security', 'changePassword', 'language', 'kefu']) },
  { title: 'footer.info', links: accountLinks('wp', INFO_LINKS) },
];

/** Mobile "my" tab: the account card, menus, theme switch and logout. */
export default function WpDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isPending } = useUserInfo();
  const assets = useWalletAssets();
  const logout = useLogout();
  const [confirm, { open, close }] = useDisclosure(false);

  return (
    <Stack gap="md" data-testid="wp-dashboard">
      <UserSummary user={user} loading={isPending} totalUsdt={assets.data?.totalUsdt} />
      {GROUPS.map((g) => (
        <Stack key={g.title} gap={6}>
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase" px={4}>
            {t(g.title)}
          </Text>
          <Paper withBorder radius="md" className="list-card">
            {g.links.map((e) => (
              <UnstyledButton key={e.to} className="menu-row" onClick={() => navigate(e.to)} data-testid={`menu-${e.to.split('/').pop()}`}>
                <ThemeIcon size={32} radius="md" variant="light">
                  <e.icon size={18} />
                </ThemeIcon>
                <Text style={{ flex: 1 }}>{t(e.label)}</Text>
                <IconChevronRight size={18} color="var(--mantine-color-dimmed)" />
              </UnstyledButton>
            ))}
          </Paper>
        </Stack>
      ))}
      <Stack gap={6}>
        <Text fz="xs" c="dimmed" fw={600} tt="uppercase" px={4}>
          {t('user.settings')}
        </Text>
        <Paper withBorder radius="md" p="md">
          <ThemeSwitchRow />
        </Paper>
      </Stack>
      <Button variant="light" color="red" size="md" leftSection={<IconLogout size={18} />} onClick={open} data-testid="logout-button">
        {t('common.logout')}
      </Button>

      <Modal opened={confirm} onClose={close} title={t('common.logout')} centered radius="lg" size="sm">
        <Text>{t('auth.logoutConfirm')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSettled: () => {
                  close();
                  toast.success(t('auth.logoutSuccess'));
                  navigate('/wp/user/login', { replace: true });
                },
              })
            }
            data-testid="logout-confirm"
          >
            {t('common.confirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
