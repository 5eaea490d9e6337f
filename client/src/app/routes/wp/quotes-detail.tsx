import { Box, Button, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { MobileHeader } from '../../../components/mobile-header';
import { QueryState } from '../../../components/query-state';
import { useProductDetail } from '../../../features/market/api/get-product-detail';
import type { ProductSummary } from '../../../features/market/api/get-recommended-products';
import { AlertButton } from '../../../features/alerts/components/alert-button';
import { LiveStatus } from '../../../features/market/components/live-status';
import { MarketChart } from '../../../features/market/components/market-chart';
import { ProductHeader } from '../../../features/market/components/product-header';
import { useDetailView } from '../../../features/market/hooks/use-detail-view';
import { WatchToggle } from '../../../features/market/components/watch-toggle';
import { tradePath, useIdParam } from '../navigation';
import { withNamespaces } from '../../../components/namespace-gate';

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
        <MarketChart
          symbol={product.symbol}
          pricePrecision={product.pricePrecision}
          period={period}
          onPeriod={setPeriod}
          height={340}
          paneHeight={70}
        />
      </Paper>
      <LiveStatus />
      <Button size="md" fullWidth onClick={() => navigate(tradePath('wp', product.symbol))} data-testid="detail-trade">
        {t('market.trade')}
      </Button>
    </Stack>
  );
}

export default withNamespaces(['trade'], WpQuotesDetailPage);
