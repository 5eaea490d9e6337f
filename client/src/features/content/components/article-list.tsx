import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useFormat } from '../../../lib/format';

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
