import { Box, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChartLine } from '../../../lib/trading/chart-lines';
import { type ProductSummary, useProductList } from '../../../lib/api/product-list';
import { useTradeEnv } from '../../../lib/trading/env';
import { useFastSettlement } from '../hooks/use-fast-settlement';
import { useOrderLines } from '../hooks/use-order-lines';
import { useTradeMode } from '../../../lib/trading/use-trade-mode';
import { useTradeProduct } from '../../../lib/trading/use-trade-product';
import { FastOrders } from './fast-orders';
import { FastPanel } from './fast-panel';
import { TradeLayout, type TradeLayoutName } from '../../../components/trading/trade-layout';

export type FastLayout = TradeLayoutName;

/** The products this screen trades: those with 'fast' among their trade modes. */
const fastProducts = (list: ProductSummary[]) => list.filter((p) => p.tradeModes.includes('fast'));

interface Props {
  layout: FastLayout;
  /** The live chart of the chosen product (lazy): beside the panel on desktop, compact above it on mobile; `lines`: the open orders on it. */
  chart?: (symbol: string, pricePrecision: number, layout: FastLayout, lines?: ChartLine[]) => ReactNode;
}

/** The fast-trading screen: chart + panel (desktop side by side, mobile stacked), orders and stats below. */
export function FastTrade({ layout, chart }: Props) {
  const env = useTradeEnv();
  const products = useProductList(fastProducts);
  const list = products.data ?? [];
  const [product, chooseProduct] = useTradeProduct(list);
  const [mode, setMode] = useTradeMode(env.demoOnly);
  useFastSettlement();
  const lines = useOrderLines(product?.symbol, mode);
  if (products.isPending) return <Loader m="xl" />;
  const chartNode =
    product && chart ? <Box data-testid="fast-chart">{chart(product.symbol, product.pricePrecision, layout, lines)}</Box> : null;
  const panel = (
    <FastPanel products={list} product={product} onProduct={chooseProduct} mode={mode} onMode={setMode} demoOnly={env.demoOnly} />
  );
  return (
    <TradeLayout
      layout={layout}
      chart={chartNode}
      panel={panel}
      lists={<FastOrders mode={mode} />}
      // the tour's last step: where a placed order counts down and settles
      listsTour="fast-place"
      testId="fast-trade"
    />
  );
}
