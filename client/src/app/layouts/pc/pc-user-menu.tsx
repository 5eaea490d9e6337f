import { Avatar, Button, Text } from '@mantine/core';
import { IconChevronDown, IconClipboardList, IconLogout, IconMail, IconShieldLock, IconUserCircle, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeferredMenu } from '../../../components/deferred-menu';
import { useLogout } from '../../../features/auth/api/logout';
import { toast } from '../../../lib/notify';
import { useSession } from '../../../lib/session';

/** The logged-in user's menu in the desktop header; `compact` shows the avatar alone (the account stays in the menu). */
export function PcUserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useLogout();
  const account = user?.account ?? t('nav.userCenter');
  const link = (key: string, label: string, to: string, icon: ReactNode, testId?: string) => ({
    type: 'item' as const,
    key,
    label,
    left: icon,
    onClick: () => navigate(to),
    testId,
  });
  return (
    <DeferredMenu
      width={240}
      trigger="click-hover"
      dropdownTestId="user-menu-dropdown"
      target={
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={<Avatar size={26} radius="xl" color="brand" variant="filled" />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={account}
          title={compact ? account : undefined}
          data-testid="user-menu"
        >
          {compact ? null : (
            <Text fz="sm" maw={160} truncate="end">
              {account}
            </Text>
          )}
        </Button>
      }
      entries={[
        { type: 'label', key: 'account', label: account },
        link('dashboard', t('route.dashboard'), '/pc/userCenter/dashboard', <IconUserCircle size={16} />, 'user-menu-dashboard'),
        link('property', t('route.property'), '/pc/userCenter/property', <IconWallet size={16} />),
        link('history', t('route.tradeHistory'), '/pc/userCenter/tradeHistory', <IconClipboardList size={16} />),
        link('security', t('route.security'), '/pc/userCenter/security', <IconShieldLock size={16} />),
        link('messages', t('route.messages'), '/pc/article/message', <IconMail size={16} />),
        { type: 'divider', key: 'divider' },
        {
          type: 'item',
          key: 'logout',
          label: t('common.logout'),
          color: 'red',
          left: <IconLogout size={16} />,
          testId: 'logout-button',
          onClick: () =>
            logout.mutate(undefined, {
              onSettled: () => {
                toast.success(t('auth.logoutSuccess'));
                navigate('/pc/home');
              },
            }),
        },
      ]}
    />
  );
}
