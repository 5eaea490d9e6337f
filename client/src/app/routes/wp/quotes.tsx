import { Stack } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useProducts } from '../../../features/market/api/get-products';
import type { ProductSummary } from '../../../features/market/api/get-recommended-products';
import { useWatchList } from '../../../features/market/api/get-watch-list';
import { matchesQuery, parseQuoteView, QuoteSearch, QuoteTabs } from '../../../features/market/components/quote-filters';
import { QuotesList } from '../../../features/market/components/quotes-list';
import { marketDetailPath } from '../navigation';

const detailPath = (p: ProductSummary) => marketDetailPath('wp', p.id);

/** Mobile quotes (/wp/quotes/list): live prices by category, the watch list, search. */
export default function WpQuotesPage() {
  const { t } = useTranslation();
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
    <Stack gap="sm" data-testid="wp-quotes">
      <QuoteSearch value={search} onChange={setSearch} />
      <QuoteTabs value={view} onChange={(v) => setParams(v === 'all' ? {} : { view: v }, { replace: true })} />
      <QueryState
        isPending={source.isPending}
        isError={source.isError}
        isEmpty={list.length === 0}
        emptyText={emptyText}
        onRetry={() => void source.refetch()}
      >
        <QuotesList products={list} detailPath={detailPath} />
      </QueryState>
    </Stack>
  );
}
