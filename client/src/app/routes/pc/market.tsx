import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoginRequired } from '../../../components/login-required';
import { QueryState } from '../../../components/query-state';
import { useProducts } from '../../../features/market/api/get-products';
import type { ProductSummary } from '../../../features/market/api/get-recommended-products';
import { useWatchList } from '../../../features/market/api/get-watch-list';
import { LiveStatus } from '../../../features/market/components/live-status';
import { matchesQuery, parseQuoteView, QuoteSearch, QuoteTabs } from '../../../features/market/components/quote-filters';
import { QuotesTable } from '../../../features/market/components/quotes-table';
import { useSession } from '../../../lib/session';
import { marketDetailPath, tradePath } from '../navigation';

const detailPath = (p: ProductSummary) => marketDetailPath('pc', p.id);
const tradePathOf = (p: ProductSummary) => tradePath('pc', p.symbol);

/** Desktop quotes (/pc/market): live prices by category, the watch list, search. */
export default function PcMarketPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const view = parseQuoteView(params.get('view'));
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const isWatch = view === 'watch';
  const products = useProducts();
  const watch = useWatchList();
  const source = isWatch ? watch : products;
  const all = source.data;
  const list = useMemo(
    () => (all ?? []).filter((p) => (isWatch || view === 'all' || p.category === view) && matchesQuery(p, query)),
    [all, isWatch, view, query],
  );
  const emptyText = query.trim() ? t('market.noMatch') : isWatch ? t('market.emptyWatch') : undefined;

  return (
    <Container size="xl" py="xl" data-testid="pc-market">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Group gap="sm" align="center">
              <Title order={2}>{t('route.market')}</Title>
              <LiveStatus />
            </Group>
            <Text c="dimmed" fz="sm">
              {t('app.tagline')}
            </Text>
          </div>
        </Group>
        <Group justify="space-between" align="center" gap="md">
          <QuoteTabs value={view} onChange={(v) => setParams(v === 'all' ? {} : { view: v }, { replace: true })} />
          <div className="quotes-search">
            <QuoteSearch value={search} onChange={setSearch} />
          </div>
        </Group>
        {isWatch && !loggedIn ? (
          <LoginRequired />
        ) : (
          <Paper withBorder radius="lg" p="xs">
            <QueryState
              isPending={source.isPending}
              isError={source.isError}
              isEmpty={list.length === 0}
              emptyText={emptyText}
              onRetry={() => void source.refetch()}
            >
              <QuotesTable products={list} detailPath={detailPath} tradePath={tradePathOf} />
            </QueryState>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
