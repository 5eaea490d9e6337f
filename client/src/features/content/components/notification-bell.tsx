import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUnreadCounts } from '../api/get-unread-counts';

/** "99+" past 99: a badge stays small. */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/** A red badge with the unread total on `children` (none at 0): the bell's and the mobile "My" tab's. */
export function UnreadIndicator({
  total,
  small = false,
  testId,
  children,
}: {
  total: number;
  small?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Indicator
      label={badgeText(total)}
      size={small ? 15 : 16}
      offset={small ? 2 : 6}
      color="red"
      disabled={total === 0}
      styles={{ indicator: { fontSize: small ? 9 : 10, fontWeight: 700, paddingInline: small ? 3 : 4 } }}
      style={{ display: 'flex' }}
      data-testid={testId}
      data-count={total}
    >
      {children}
    </Indicator>
  );
}

/** The bell of both headers: the unread total as a badge; opens the notification centre at `to`. */
export function NotificationBell({ to, size = 20, testId = 'notification-bell-wrap' }: { to: string; size?: number; testId?: string }) {
  const { t } = useTranslation();
  const total = useUnreadCounts()?.total ?? 0;
  const label = total > 0 ? t('notifications.bellUnread', { n: total }) : t('notifications.bell');
  return (
    <UnreadIndicator total={total} testId={testId}>
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
    </UnreadIndicator>
  );
}
