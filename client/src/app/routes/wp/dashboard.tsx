import { Button, Group, Modal, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight, IconLogout } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ThemeSwitchRow } from '../../../components/theme-switch-row';
import { AccountOverview } from '../../../features/account/components/account-overview';
import { CancelAccountPanel } from '../../../features/account/components/cancel-account-panel';
import { InvitationsPanel } from '../../../features/account/components/invitations-panel';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { useLogout } from '../../../features/auth/api/logout';
import { toast } from '../../../lib/notify';
import { type AccountLink, accountLinks, INFO_LINKS } from '../../account-links';
import { useBackToLogin } from '../account-parts';
import { withNamespaces } from '../../../components/namespace-gate';

const GROUPS: { title: ParseKeys; links: AccountLink[] }[] = [
  { title: 'user.funds', links: accountLinks('wp', ['property', 'recharge', 'withdraw', 'transfer', 'gatheringWay']) },
  { title: 'user.trading', links: accountLinks('wp', ['tradeHistory', 'analytics', 'copy', 'replay', 'classes', 'alerts', 'mining']) },
  { title: 'user.accountSettings', links: accountLinks('wp', ['certify', 'security', 'changePassword', 'language', 'kefu']) },
  { title: 'footer.info', links: accountLinks('wp', INFO_LINKS) },
];

/** Mobile "my" tab: the account card, menus, invitations, theme switch, account cancellation and logout. */
function WpDashboardPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { user, isPending } = useUserInfo();
  const logout = useLogout();
  const backToLogin = useBackToLogin('wp');
  const [confirm, { open, close }] = useDisclosure(false);

  return (
    <Stack gap="md" data-testid="wp-dashboard">
      <AccountOverview user={user} loading={isPending} certifyTo="/wp/certify" />
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
      <InvitationsPanel compact />
      <CancelAccountPanel compact onCancelled={() => backToLogin(t('account.cancelled'))} />
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

export default withNamespaces(['account'], WpDashboardPage);
