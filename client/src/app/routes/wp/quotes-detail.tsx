import { Box, Button, Group, Paper, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { MobileHeader } from '../../../components/mobile-header';
import { PageLoader } from '../../../components/page-loader';
import { QueryState } from '../../../components/query-state';
import { useProductDetail } from '../../../features/market/api/get-product-detail';
import type { ProductSummary } from '../../../features/market/api/get-recommended-products';
import { AlertButton } from '../../../features/alerts/components/alert-button';
import { LiveStatus } from '../../../features/market/components/live-status';
import { PeriodSwitcher } from '../../../features/market/components/period-switcher';
import { ProductHeader } from '../../../features/market/components/product-header';
import { useDetailView } from '../../../features/market/hooks/use-detail-view';
import { WatchToggle } from '../../../features/market/components/watch-toggle';
import { lazyPage } from '../../../lib/lazy-page';
import { tradePath, useIdParam } from '../navigation';
import { withNamespaces } from '../../../components/namespace-gate';

// lightweight-charts travels with this chunk only
const KlineChart = lazyPage(() => import('../../../features/market/components/kline-chart'));

/** Mobile product detail (/wp/quotes/detail?id=): live header, K-line chart with periods. */
function WpQuotesDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const detail = useProductDetail(id);
  if (id === null) return <Navigate to="/404" replace />;
  const product = detail.data;
  return (
    <Box data-testid="wp-quotes-detail" className="wp-bleed">
      <MobileHeader
        title={product?.symbol ?? t('route.marketDetail')}
        back
        fallback="/wp/quotes/list"
        right={product ? <WatchToggle productId={product.id} watched={product.isOptional} /> : null}
      />
      <Box py={12} className="wp-bleed-body">
        <QueryState isPending={detail.isPending} isError={detail.isError} onRetry={() => void detail.refetch()} minHeight={320}>
          {product && <DetailBody product={product} />}
        </QueryState>
      </Box>
    </Box>
  );
}

function DetailBody({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { live, period, setPeriod } = useDetailView(product);
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ProductHeader product={live} compact />
          <AlertButton symbol={product.symbol} listPath="/wp/alerts" />
        </Group>
      </Paper>
      <Paper withBorder radius="md" p={8}>
        <PeriodSwitcher value={period} onChange={setPeriod} />
        <Suspense fallback={<PageLoader minHeight={340} />}>
          <KlineChart symbol={product.symbol} period={period} pricePrecision={product.pricePrecision} height={340} />
        </Suspense>
      </Paper>
      <LiveStatus />
      <Button size="md" fullWidth onClick={() => navigate(tradePath('wp', product.symbol))} data-testid="detail-trade">
        {t('market.trade')}
      </Button>
    </Stack>
  );
}

export default withNamespaces(['trade'], WpQuotesDetailPage);
