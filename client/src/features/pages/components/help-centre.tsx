// The help centre: a search box (searched on the server, in the reader's locale), the
// categories as filters, one page of articles at a time, and one article in full.
import { Badge, Chip, Group, Pagination, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { RichText } from '../../../components/rich-text';
import { useFormat } from '../../../lib/format';
import { useHelpArticle } from '../api/get-help-article';
import { useHelpCategories } from '../api/get-help-categories';
import { HELP_PAGE_SIZE, useHelpSearch } from '../api/search-help';

export function HelpCentre({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const categories = useHelpCategories();
  const results = useHelpSearch({ q: debounced, categoryId, page });
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.title]));
  const items = results.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / HELP_PAGE_SIZE));

  return (
    <Stack gap="md" data-testid="help-centre">
      <TextInput
        size="md"
        leftSection={<IconSearch size={18} />}
        placeholder={t('pages.help.search')}
        value={q}
        maxLength={100}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setPage(1);
        }}
        data-testid="help-search"
      />
      <Chip.Group
        value={categoryId === null ? 'all' : String(categoryId)}
        onChange={(v) => {
          setCategoryId(v === 'all' ? null : Number(v));
          setPage(1);
        }}
      >
        <Group gap="xs">
          <Chip value="all" size="sm" data-testid="help-category-all">
            {t('pages.help.all')}
          </Chip>
          {(categories.data ?? []).map((c) => (
            <Chip key={c.id} value={String(c.id)} size="sm" data-testid={`help-category-${c.id}`}>
              {c.title} ({c.articles})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryState
        isPending={results.isPending}
        isError={results.isError}
        isEmpty={items.length === 0}
        emptyText={t('pages.help.noResults')}
        onRetry={() => void results.refetch()}
      >
        <Paper withBorder radius="md" className="list-card" data-testid="help-results">
          {items.map((a) => (
            <UnstyledButton key={a.id} className="list-row" onClick={() => onOpen(a.id)} data-testid={`help-article-${a.id}`}>
              <Group justify="space-between" wrap="nowrap" gap="md">
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={500} truncate="end">
                      {a.title}
                    </Text>
                    <Badge size="xs" variant="light" style={{ flex: 'none' }}>
                      {names.get(a.categoryId)}
                    </Badge>
                  </Group>
                  <Text fz="sm" c="dimmed" lineClamp={2} mt={2}>
                    {a.excerpt}
                  </Text>
                </div>
                <IconChevronRight size={18} color="var(--mantine-color-dimmed)" style={{ flex: 'none' }} />
              </Group>
            </UnstyledButton>
          ))}
        </Paper>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" data-testid="help-pages" />}
      </QueryState>
    </Stack>
  );
}

export function HelpArticleView({ id }: { id: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const article = useHelpArticle(id);
  return (
    <QueryState isPending={article.isPending} isError={article.isError} onRetry={() => void article.refetch()}>
      {article.data && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="help-article">
          <Title order={2} fz={{ base: 'h3', sm: 'h2' }} data-testid="help-article-title">
            {article.data.title}
          </Title>
          <Text fz="xs" c="dimmed" mt={4} mb="md">
            {t('pages.updatedAt', { date: f.date(article.data.updatedAt) })}
          </Text>
          <RichText body={article.data.body} testId="help-article-body" />
        </Paper>
      )}
    </QueryState>
  );
}
