import { Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginRequired } from '../../../components/login-required';
import { QueryState } from '../../../components/query-state';
import { type ProductCategory, useRecommendedProducts } from '../../../features/market/api/get-recommended-products';
import { useWatchList } from '../../../features/market/api/get-watch-list';
import { ProductTable } from '../../../features/market/components/product-table';
import { useSession } from '../../../lib/session';

type View = 'watch' | 'all' | ProductCategory;
const VIEWS: View[] = ['watch', 'all', 'crypto', 'forex', 'stock', 'commodity'];

/** Desktop markets: every product by category, and the watch list. */
export default function PcMarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const view = (VIEWS as string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'all';
  const category = view === 'watch' || view === 'all' ? undefined : view;
  const products = useRecommendedProducts(category);
  const watch = useWatchList();
  const isWatch = view === 'watch';
  const query = isWatch ? watch : products;
  const list = query.data ?? [];

  return (
    <Container size="xl" py="xl" data-testid="pc-market">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2}>{t('route.market')}</Title>
            <Text c="dimmed" fz="sm">
              {t('app.tagline')}
            </Text>
          </div>
          <SegmentedControl
            value={view}
            onChange={(v) => setParams({ view: v }, { replace: true })}
            data={VIEWS.map((v) => ({ value: v, label: v === 'watch' ? t('market.watchList') : t(`market.${v}`) }))}
            data-testid="market-view"
          />
        </Group>
        {isWatch && !loggedIn ? (
          <LoginRequired />
        ) : (
          <Paper withBorder radius="lg" p="xs">
            <QueryState
              isPending={query.isPending}
              isError={query.isError}
              isEmpty={list.length === 0}
              emptyText={isWatch ? t('market.emptyWatch') : undefined}
              onRetry={() => void query.refetch()}
            >
              <ProductTable products={list} onTrade={() => navigate('/pc/trade/fast')} />
            </QueryState>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
