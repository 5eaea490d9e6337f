import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUnreadCounts } from '../api/get-unread-counts';

/** "99+" past 99: a badge stays small. */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/** The bell of both headers: the unread total as a badge; opens the notification centre at `to`. */
export function NotificationBell({ to, size = 20, testId = 'notification-bell-wrap' }: { to: string; size?: number; testId?: string }) {
  const { t } = useTranslation();
  const total = useUnreadCounts()?.total ?? 0;
  const label = total > 0 ? t('notifications.bellUnread', { n: total }) : t('notifications.bell');
  return (
    <Indicator
      label={badgeText(total)}
      size={16}
      offset={6}
      color="red"
      disabled={total === 0}
      styles={{ indicator: { fontSize: 10, fontWeight: 700, paddingInline: 4 } }}
      data-testid={testId}
    >
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
        data-count={total}
      >
        <IconBell size={size} />
      </ActionIcon>
    </Indicator>
  );
}
