import { ScrollArea, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { type ProductCategory, useRecommendedProducts } from '../../../features/market/api/get-recommended-products';
import { useWatchList } from '../../../features/market/api/get-watch-list';
import { ProductList } from '../../../features/market/components/product-list';

type View = 'watch' | 'all' | ProductCategory;
const VIEWS: View[] = ['watch', 'all', 'crypto', 'forex', 'stock', 'commodity'];

/** Mobile quotes: watch list and products by category. */
export default function WpQuotesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = (VIEWS as string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'all';
  const category = view === 'watch' || view === 'all' ? undefined : view;
  const products = useRecommendedProducts(category);
  const watch = useWatchList();
  const query = view === 'watch' ? watch : products;
  const list = query.data ?? [];

  return (
    <Stack gap="sm" data-testid="wp-quotes">
      <ScrollArea type="never">
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => setParams({ view: v }, { replace: true })}
          data={VIEWS.map((v) => ({ value: v, label: v === 'watch' ? t('market.watchList') : t(`market.${v}`) }))}
          data-testid="quotes-view"
        />
      </ScrollArea>
      <QueryState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={list.length === 0}
        emptyText={view === 'watch' ? t('market.emptyWatch') : undefined}
        onRetry={() => void query.refetch()}
      >
        <ProductList products={list} withWatch onOpen={() => navigate('/wp/trade')} testId="quotes-list" />
      </QueryState>
    </Stack>
  );
}
