import { Divider, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** One message or notice in full. */
export function ArticleView({ title, content, createdAt }: { title: string; content: string; createdAt: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="article-view">
      <Title order={2} fz={{ base: 'h3', sm: 'h2' }} data-testid="article-title">
        {title}
      </Title>
      <Text fz="sm" c="dimmed" mt="xs">
        {t('content.postedAt', { date: f.dateTime(createdAt) })}
      </Text>
      <Divider my="md" />
      <Text style={{ whiteSpace: 'pre-wrap' }} lh={1.8} data-testid="article-content">
        {content}
      </Text>
    </Paper>
  );
}
