// News (the mobile "news" tab, the desktop news page): cards with their cover image, newest
// first, and one article with its cover and body (decision 050's markup, rendered as text).
import { AspectRatio, Divider, Image, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { RichText } from '../../../components/rich-text';
import { imageUrl } from '../../../lib/env';
import { useFormat } from '../../../lib/format';
import { useNews } from '../api/get-news';
import { useNewsList } from '../api/get-news-list';

function Cover({ path }: { path: string | null }) {
  if (!path) return null;
  return (
    // (covers are banner-shaped, 3:1, as the back office's banners)
    <AspectRatio ratio={3}>
      <Image src={imageUrl(path)} alt="" radius="sm" fit="cover" />
    </AspectRatio>
  );
}

/** The published articles as cards; `columns` on wide screens. */
export function NewsList({ onOpen, columns = 1 }: { onOpen: (id: number) => void; columns?: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const news = useNewsList();
  const items = news.data ?? [];
  return (
    <QueryState
      isPending={news.isPending}
      isError={news.isError}
      isEmpty={items.length === 0}
      emptyText={t('news.empty')}
      onRetry={() => void news.refetch()}
    >
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" data-testid="news-list">
        {items.map((n) => (
          <UnstyledButton key={n.id} onClick={() => onOpen(n.id)} data-testid={`news-item-${n.id}`}>
            <Paper withBorder radius="md" p="sm" h="100%">
              <Stack gap="xs">
                <Cover path={n.coverImage} />
                <Text fw={600} lineClamp={2}>
                  {n.title}
                </Text>
                {n.summary && (
                  <Text fz="sm" c="dimmed" lineClamp={2}>
                    {n.summary}
                  </Text>
                )}
                <Text fz="xs" c="dimmed">
                  {f.dateTime(n.publishedAt)}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </QueryState>
  );
}

/** One article in full. */
export function NewsDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const news = useNews(id);
  return (
    <QueryState isPending={news.isPending} isError={news.isError} onRetry={() => void news.refetch()}>
      {news.data && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="news-detail">
          <Stack gap="sm">
            <Cover path={news.data.coverImage} />
            <Title order={2} fz={{ base: 'h3', sm: 'h2' }} data-testid="news-title">
              {news.data.title}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('content.postedAt', { date: f.dateTime(news.data.publishedAt) })}
            </Text>
            {news.data.summary && <Text fw={500}>{news.data.summary}</Text>}
            <Divider />
            <RichText body={news.data.body} testId="news-body" />
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
