// The chat inbox (decision 055): tabs unassigned / mine / resolved with their counts (unread in
// red), the conversations of the tab, the most recently active first, and more on demand.
import { Badge, Box, Button, Group, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TABS, type ChatTab } from '../../../../../../shared/chat.ts';
import type { ChatConversationItem } from '../../../../../../shared/schemas/chat.ts';
import { QueryState } from '../../../../components/query-state';
import { useFormat } from '../../../../lib/format';
import { useChatInbox } from '../api/get-chat-inbox';
import { customerLabel } from './customer-label';
import './chat-admin.css';

interface Props {
  tab: ChatTab;
  onTab: (tab: ChatTab) => void;
  selected: number | null;
  onSelect: (id: number) => void;
}

export function ChatInbox({ tab, onTab, selected, onSelect }: Props) {
  const { t } = useTranslation('chat');
  const { dateTime } = useFormat();
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const inbox = useChatInbox(tab, cursor);
  const counts = inbox.data?.counts;
  return (
    <Stack gap="sm" data-testid="chat-inbox">
      <SegmentedControl
        fullWidth
        size="xs"
        value={tab}
        onChange={(v) => {
          setCursors([null]);
          onTab(v as ChatTab);
        }}
        data={CHAT_TABS.map((value) => ({
          value,
          label: (
            <Group gap={4} justify="center" wrap="nowrap" data-testid={`chat-tab-${value}`}>
              <span>{t(`chat.admin.tabs.${value}`)}</span>
              {counts && counts[value].unread > 0 ? (
                <Badge size="xs" color="red" circle data-testid={`chat-tab-${value}-unread`}>
                  {counts[value].unread}
                </Badge>
              ) : counts ? (
                <Text span fz="xs" c="dimmed">
                  {counts[value].total}
                </Text>
              ) : null}
            </Group>
          ),
        }))}
      />
      <QueryState
        isPending={inbox.isPending}
        isError={inbox.isError}
        isEmpty={inbox.data?.items.length === 0}
        emptyText={t('chat.admin.empty')}
        onRetry={() => void inbox.refetch()}
      >
        <Stack gap={4}>
          {inbox.data?.items.map((c) => (
            <InboxRow key={c.id} c={c} active={c.id === selected} onSelect={onSelect} when={dateTime(c.lastMessageAt)} />
          ))}
          {(cursors.length > 1 || inbox.data?.nextCursor) && (
            <Group justify="space-between">
              <Button size="compact-xs" variant="subtle" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
                {t('chat.admin.newer')}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={!inbox.data?.nextCursor}
                onClick={() => setCursors((c) => [...c, inbox.data?.nextCursor ?? null])}
                data-testid="chat-inbox-more"
              >
                {t('chat.admin.older')}
              </Button>
            </Group>
          )}
        </Stack>
      </QueryState>
    </Stack>
  );
}

function InboxRow({
  c,
  active,
  onSelect,
  when,
}: {
  c: ChatConversationItem;
  active: boolean;
  onSelect: (id: number) => void;
  when: string;
}) {
  const { t } = useTranslation('chat');
  return (
    <UnstyledButton
      className={active ? 'chat-inbox-row chat-inbox-row-active' : 'chat-inbox-row'}
      onClick={() => onSelect(c.id)}
      data-testid={`chat-conversation-${c.id}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} fz="sm" truncate="end">
          {customerLabel(t, c.customer)}
        </Text>
        {c.unread > 0 && (
          <Badge size="sm" color="red" circle data-testid="chat-row-unread">
            {c.unread}
          </Badge>
        )}
      </Group>
      <Box>
        {c.lastMessage === null ? (
          <Group gap={4} c="dimmed">
            <IconPhoto size={14} />
            <Text fz="xs">{t('chat.image')}</Text>
          </Group>
        ) : (
          <Text fz="xs" c="dimmed" truncate="end">
            {c.lastMessage}
          </Text>
        )}
      </Box>
      <Text fz={10} c="dimmed">
        {when}
        {c.assignee ? ` · ${c.assignee.name}` : ''}
      </Text>
    </UnstyledButton>
  );
}
