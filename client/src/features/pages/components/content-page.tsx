// A content page (about, terms, user agreement, privacy, legal notice) in the reader's locale.
import { Divider, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageSlug } from '../../../../../shared/schemas/pages.ts';
import { QueryState } from '../../../components/query-state';
import { RichText } from '../../../components/rich-text';
import { useFormat } from '../../../lib/format';
import { usePage } from '../api/get-page';

export function ContentPageView({ slug }: { slug: PageSlug }) {
  const { t } = useTranslation();
  const f = useFormat();
  const page = usePage(slug);
  return (
    <QueryState isPending={page.isPending} isError={page.isError} onRetry={() => void page.refetch()}>
      {page.data && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid={`content-page-${slug}`}>
          <Title order={2} fz={{ base: 'h3', sm: 'h2' }} data-testid="content-page-title">
            {page.data.title}
          </Title>
          <Text fz="xs" c="dimmed" mt={4}>
            {t('pages.updatedAt', { date: f.date(page.data.updatedAt) })}
          </Text>
          <Divider my="md" />
          <RichText body={page.data.body} testId="content-page-body" />
        </Paper>
      )}
    </QueryState>
  );
}
