import { Box, Loader, SegmentedControl, Stack } from '@mantine/core';
import { type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeLayoutName } from '../../../components/trading/trade-layout';
import { useTickerPrice } from '../../../lib/api/live-quotes';
import { type ProductSummary, useProductList } from '../../../lib/api/product-list';
import type { ChartLine, ChartView } from '../../../lib/trading/chart-lines';
import { useTradeEnv } from '../../../lib/trading/env';
import { useTradeMode } from '../../../lib/trading/use-trade-mode';
import { useTradeProduct } from '../../../lib/trading/use-trade-product';
import { PageLoader } from '../../../components/page-loader';
import { lazyPage } from '../../../lib/lazy-page';
import { useSpotMarkets } from '../api/get-markets';
import { useLiveBook, useLiveTrades } from '../hooks/use-live-book';
import { useSpotPush } from '../hooks/use-spot-push';
import { OrderBook } from './order-book';
import { RecentTrades } from './recent-trades';
import { SpotOrders } from './spot-orders';
import { SpotPanel } from './spot-panel';

// recharts and the depth chart load when the depth tab is first opened
const DepthChart = lazyPage(() => import('./depth-chart'));
/** The depth chart's height: the K-line's on each layout. */
const DEPTH_HEIGHT: Record<TradeLayoutName, number> = { pc: 420, wp: 220 };

/** The products this screen trades: those with 'spot' among their trade modes. */
const spotProducts = (list: ProductSummary[]) => list.filter((p) => p.tradeModes.includes('spot'));

interface Props {
  layout: TradeLayoutName;
  /** The live chart of the chosen product (the trading screens' lazy chart); `alternate`: the depth chart, offered in its place. */
  chart?: (symbol: string, pricePrecision: number, layout: TradeLayoutName, lines?: ChartLine[], alternate?: ChartView) => ReactNode;
}

/**
 * Coin-to-coin trading. Desktop: the chart above the buy and sell forms, the order book above
 * the recent trades beside them, the orders below. Mobile: the chart, the forms (buy or sell), the book or
 * the trades, the orders.
 */
export function SpotTrade({ layout, chart }: Props) {
  const { t } = useTranslation('trade');
  const env = useTradeEnv();
  const products = useProductList(spotProducts);
  const list = products.data ?? [];
  const [product, chooseProduct] = useTradeProduct(list);
  const [mode, setMode] = useTradeMode(env.demoOnly);
  const markets = useSpotMarkets();
  const market = product && markets.data ? (markets.data.find((m) => m.symbol === product.symbol && m.enabled) ?? null) : undefined;
  const price = useTickerPrice(product?.symbol) ?? product?.price;
  const book = useLiveBook(market?.symbol, mode);
  const trades = useLiveTrades(market?.symbol, mode);
  const [picked, setPicked] = useState<{ price: string; n: number } | null>(null);
  const pick = useCallback((p: string) => setPicked((prev) => ({ price: p, n: (prev?.n ?? 0) + 1 })), []);
  const [data, setData] = useState<'book' | 'trades'>('book');
  useSpotPush();
  if (products.isPending) return <Loader m="xl" />;
  const wp = layout === 'wp';
  const depthNode = market ? (
    <Suspense fallback={<PageLoader minHeight={DEPTH_HEIGHT[layout]} />}>
      <DepthChart book={book} market={market} height={DEPTH_HEIGHT[layout]} />
    </Suspense>
  ) : null;
  // the depth view is offered in the chart's toolbar, beside the K-line
  const depth = depthNode ? { id: 'depth', label: t('depth.depth'), node: depthNode } : undefined;
  const chartNode =
    product && chart ? <Box data-testid="spot-chart">{chart(product.symbol, product.pricePrecision, layout, undefined, depth)}</Box> : null;
  const panel = (
    <SpotPanel
      products={list}
      product={product}
      onProduct={chooseProduct}
      mode={mode}
      onMode={setMode}
      demoOnly={env.demoOnly}
      market={market}
      price={price}
      picked={picked}
      compact={wp}
    />
  );
  const bookNode = market ? (
    <Box data-tour="spot-book">
      <OrderBook book={book} market={market} lastPrice={price} rows={wp ? 6 : 10} onPrice={pick} />
    </Box>
  ) : null;
  const tradesNode = market ? <RecentTrades trades={trades} market={market} height={wp ? 200 : 420} /> : null;
  const orders = (
    <Box data-tour="spot-orders">
      <SpotOrders mode={mode} compact={wp} />
    </Box>
  );
  if (wp)
    return (
      <Stack gap="md" data-testid="spot-trade">
        {chartNode}
        {panel}
        {market && (
          <Stack gap="xs">
            <SegmentedControl
              fullWidth
              value={data}
              onChange={(v) => setData(v as 'book' | 'trades')}
              data={[
                { value: 'book', label: <span data-testid="spot-show-book">{t('spot.book')}</span> },
                { value: 'trades', label: <span data-testid="spot-show-trades">{t('spot.trades')}</span> },
              ]}
            />
            {data === 'book' ? bookNode : tradesNode}
          </Stack>
        )}
        {orders}
      </Stack>
    );
  return (
    <Stack gap="md" data-testid="spot-trade">
      <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 16, alignItems: 'start' }}>
        <Stack gap="md" miw={0}>
          {chartNode}
          {panel}
        </Stack>
        <Stack gap="md">
          {bookNode}
          {tradesNode}
        </Stack>
      </Box>
      {orders}
    </Stack>
  );
}
