import { Anchor, Breadcrumbs, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { AlertButton } from '../../../features/alerts/components/alert-button';
import { useProductDetail } from '../../../features/market/api/get-product-detail';
import type { ProductSummary } from '../../../features/market/api/get-recommended-products';
import { LiveStatus } from '../../../features/market/components/live-status';
import { MarketChart } from '../../../features/market/components/market-chart';
import { ProductHeader } from '../../../features/market/components/product-header';
import { useDetailView } from '../../../features/market/hooks/use-detail-view';
import { tradePath, useIdParam } from '../navigation';
import { withNamespaces } from '../../../components/namespace-gate';

/** Fills the first screen under the header, within reason. */
const CHART_HEIGHT = 'clamp(360px, calc(100dvh - 360px), 680px)';

/** Desktop product detail (/pc/market/detail?id=): live header, K-line chart with periods. */
function PcMarketDetailPage() {
  const id = useIdParam();
  const detail = useProductDetail(id);
  if (id === null) return <Navigate to="/404" replace />;
  return (
    <Container size="xl" py="lg" data-testid="pc-market-detail">
      <QueryState isPending={detail.isPending} isError={detail.isError} onRetry={() => void detail.refetch()} minHeight={400}>
        {detail.data && <DetailBody product={detail.data} />}
      </QueryState>
    </Container>
  );
}

function DetailBody({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { live, period, setPeriod } = useDetailView(product);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Breadcrumbs>
          <Anchor component={Link} to="/pc/market" fz="sm">
            {t('route.market')}
          </Anchor>
          <Anchor component="span" fz="sm" c="dimmed">
            {product.symbol}
          </Anchor>
        </Breadcrumbs>
        <LiveStatus />
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
          <ProductHeader product={live} />
          <Group gap="sm" wrap="nowrap">
            <AlertButton symbol={product.symbol} listPath="/pc/userCenter/alerts" />
            <Button onClick={() => navigate(tradePath('pc', product.symbol))} data-testid="detail-trade">
              {t('market.trade')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <MarketChart
          symbol={product.symbol}
          pricePrecision={product.pricePrecision}
          period={period}
          onPeriod={setPeriod}
          height={CHART_HEIGHT}
          paneHeight={90}
        />
      </Paper>
    </Stack>
  );
}

export default withNamespaces(['trade'], PcMarketDetailPage);
