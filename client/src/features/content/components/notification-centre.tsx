import { Badge, Box, Button, Group, Paper, ScrollArea, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconChecks, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../../../../shared/schemas/content.ts';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { type Message, useMessages } from '../api/get-messages';
import { useUnreadCounts } from '../api/get-unread-counts';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkMessageRead } from '../api/mark-message-read';
import { badgeText } from './notification-bell';

export type CentreTab = 'all' | MessageCategory;
const TABS: CentreTab[] = ['all', ...MESSAGE_CATEGORIES];

export const centreTabOf = (value: string | null): CentreTab => (TABS.includes(value as CentreTab) ? (value as CentreTab) : 'all');

interface Props {
  tab: CentreTab;
  onTab: (tab: CentreTab) => void;
  /** Opens a message (it is marked read first). */
  onOpen: (id: number) => void;
}

/**
 * The notification centre (desktop and mobile): the groups as tabs with their unread counts,
 * unread messages in bold with a dot, a message marked read when opened, and "mark all read"
 * for the open group (or every group).
 */
export function NotificationCentre({ tab, onTab, onOpen }: Props) {
  const { t } = useTranslation();
  const counts = useUnreadCounts();
  const group = tab === 'all' ? undefined : tab;
  const messages = useMessages(group);
  const markOne = useMarkMessageRead();
  const markAll = useMarkAllRead();
  const unreadHere = counts ? (group ? counts[group] : counts.total) : 0;
  const open = (m: Message) => {
    if (!m.read && counts) markOne.mutate(m.id);
    onOpen(m.id);
  };
  const items = messages.data ?? [];
  return (
    <Box data-testid="notification-centre">
      <ScrollArea type="never" mb="xs">
        <Tabs value={tab} onChange={(v) => onTab(centreTabOf(v))} variant="pills" radius="xl">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {TABS.map((key) => {
              const n = counts ? (key === 'all' ? counts.total : counts[key]) : 0;
              return (
                <Tabs.Tab
                  key={key}
                  value={key}
                  data-testid={`centre-tab-${key}`}
                  rightSection={
                    n > 0 ? (
                      <Badge size="xs" circle={n < 10} color="red" variant="filled">
                        {badgeText(n)}
                      </Badge>
                    ) : undefined
                  }
                >
                  {t(`notifications.group.${key}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
      {counts && (
        <Group justify="flex-end" mb="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconChecks size={16} />}
            disabled={unreadHere === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(group)}
            data-testid="mark-all-read"
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
      )}
      <QueryState
        isPending={messages.isPending}
        isError={messages.isError}
        isEmpty={items.length === 0}
        emptyText={t('notifications.empty')}
        onRetry={() => void messages.refetch()}
      >
        <Paper withBorder radius="md" className="list-card" data-testid="message-list">
          {items.map((m) => (
            <NotificationRow key={m.id} message={m} onOpen={() => open(m)} signedIn={counts !== undefined} />
          ))}
        </Paper>
      </QueryState>
    </Box>
  );
}

function NotificationRow({ message: m, onOpen, signedIn }: { message: Message; onOpen: () => void; signedIn: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const unread = signedIn && !m.read;
  return (
    <UnstyledButton className="list-row" onClick={onOpen} data-testid={`message-list-item-${m.id}`} data-unread={unread || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Box
          w={8}
          h={8}
          style={{ flex: 'none', borderRadius: '50%', background: unread ? 'var(--mantine-color-red-6)' : 'transparent' }}
          aria-label={unread ? t('notifications.unread') : undefined}
        />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={unread ? 700 : 400} truncate="end">
            {m.title}
          </Text>
          <Text fz="sm" c="dimmed" lineClamp={1} mt={2}>
            {m.content}
          </Text>
          <Group gap="xs" wrap="nowrap" mt={4}>
            <Text fz="xs" c="dimmed" style={{ flex: 'none' }}>
              {f.dateTime(m.createdAt)}
            </Text>
            <Badge size="xs" variant="light" color="gray" style={{ minWidth: 0 }}>
              {t(`notifications.group.${m.category}`)}
            </Badge>
          </Group>
        </div>
        <IconChevronRight size={18} color="var(--mantine-color-dimmed)" style={{ flex: 'none' }} />
      </Group>
    </UnstyledButton>
  );
}
