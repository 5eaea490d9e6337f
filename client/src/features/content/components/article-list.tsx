import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../api/get-messages';
import { useNotices } from '../api/get-notices';

export interface ArticleItem {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  badge?: string;
}

interface Props {
  items: ArticleItem[];
  onOpen: (id: number) => void;
  testId: string;
}

/** A list of messages or notices: title, first line of the text, date. */
export function ArticleList({ items, onOpen, testId }: Props) {
  const f = useFormat();
  return (
    <Paper withBorder radius="md" className="list-card" data-testid={testId}>
      {items.map((item) => (
        <UnstyledButton key={item.id} className="list-row" onClick={() => onOpen(item.id)} data-testid={`${testId}-item-${item.id}`}>
          <Group justify="space-between" wrap="nowrap" gap="md">
            <div style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="nowrap">
                <Text fw={500} truncate="end">
                  {item.title}
                </Text>
                {item.badge && (
                  <Badge size="xs" variant="light" style={{ flex: 'none' }}>
                    {item.badge}
                  </Badge>
                )}
              </Group>
              <Text fz="sm" c="dimmed" lineClamp={1} mt={2}>
                {item.content}
              </Text>
              <Text fz="xs" c="dimmed" mt={4}>
                {f.dateTime(item.createdAt)}
              </Text>
            </div>
            <IconChevronRight size={18} color="var(--mantine-color-dimmed)" style={{ flex: 'none' }} />
          </Group>
        </UnstyledButton>
      ))}
    </Paper>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** An article list with the loading, error and empty states of its query. */
function QueriedArticleList({ query, items, emptyText, onOpen, testId }: Props & { query: ListQuery; emptyText: string }) {
  return (
    <QueryState
      isPending={query.isPending}
      isError={query.isError}
      isEmpty={items.length === 0}
      emptyText={emptyText}
      onRetry={() => void query.refetch()}
    >
      <ArticleList items={items} onOpen={onOpen} testId={testId} />
    </QueryState>
  );
}

/** The message centre's messages, each marked broadcast or personal (desktop and mobile). */
export function MessageList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const messages = useMessages();
  const items = (messages.data ?? []).map((m) => ({ ...m, badge: m.broadcast ? t('content.broadcast') : t('content.personal') }));
  return <QueriedArticleList query={messages} items={items} emptyText={t('content.noMessages')} onOpen={onOpen} testId="message-list" />;
}

/** The notices (desktop and mobile). */
export function NoticeList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const notices = useNotices();
  return (
    <QueriedArticleList
      query={notices}
      items={notices.data ?? []}
      emptyText={t('content.noNotices')}
      onOpen={onOpen}
      testId="notice-list"
    />
  );
}
