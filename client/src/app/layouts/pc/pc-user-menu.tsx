import { Avatar, Button, Text } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeferredMenu } from '../../../components/deferred-menu';
import { useLogout } from '../../../features/auth/api/logout';
import { toast } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { accountLinks } from '../../account-links';

const LINKS = accountLinks('pc', ['dashboard', 'property', 'tradeHistory', 'copy', 'security', 'messages']);

/** The logged-in user's menu in the desktop header; `compact` shows the avatar alone (the account stays in the menu). */
export function PcUserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useLogout();
  const account = user?.account ?? t('nav.userCenter');
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
        ...LINKS.map((l) => ({
          type: 'item' as const,
          key: l.key,
          label: t(l.label),
          left: <l.icon size={16} />,
          onClick: () => navigate(l.to),
          testId: `user-menu-${l.key}`,
        })),
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
