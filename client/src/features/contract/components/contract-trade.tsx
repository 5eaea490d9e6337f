import { Box, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChartLine } from '../../../lib/trading/chart-lines';
import { type ProductSummary, useProductList } from '../../../lib/api/product-list';
import { TradeLayout, type TradeLayoutName } from '../../../components/trading/trade-layout';
import { useTradeEnv } from '../../../lib/trading/env';
import { useTradeMode } from '../../../lib/trading/use-trade-mode';
import { useTradeProduct } from '../../../lib/trading/use-trade-product';
import { useContractSetting } from '../api/get-settings';
import { useContractPush } from '../hooks/use-contract-push';
import { usePositionLines } from '../hooks/use-position-lines';
import { ContractPanel } from './contract-panel';
import { ContractPositions } from './contract-positions';

/** The products this screen trades: those with 'contract' among their trade modes. */
const contractProducts = (list: ProductSummary[]) => list.filter((p) => p.tradeModes.includes('contract'));

interface Props {
  layout: TradeLayoutName;
  /** The live chart of the chosen product (the fast screen's, lazy); `lines`: the holding positions on it. */
  chart?: (symbol: string, pricePrecision: number, layout: TradeLayoutName, lines?: ChartLine[]) => ReactNode;
}

/** Contract trading: chart and order panel (desktop side by side, mobile stacked), positions below. */
export function ContractTrade({ layout, chart }: Props) {
  const env = useTradeEnv();
  const products = useProductList(contractProducts);
  const list = products.data ?? [];
  const [product, chooseProduct] = useTradeProduct(list);
  const [mode, setMode] = useTradeMode(env.demoOnly);
  const setting = useContractSetting(product?.id);
  useContractPush();
  const lines = usePositionLines(product?.symbol, mode);
  if (products.isPending) return <Loader m="xl" />;
  const chartNode =
    product && chart ? <Box data-testid="contract-chart">{chart(product.symbol, product.pricePrecision, layout, lines)}</Box> : null;
  const panel = (
    <ContractPanel
      products={list}
      product={product}
      onProduct={chooseProduct}
      // undefined while loading; null: this product has no (enabled) contract setting, or none could be read
      setting={setting.isPending && product ? undefined : (setting.data ?? null)}
      mode={mode}
      onMode={setMode}
      demoOnly={env.demoOnly}
    />
  );
  return (
    <TradeLayout
      layout={layout}
      chart={chartNode}
      panel={panel}
      lists={<ContractPositions mode={mode} compact={layout === 'wp'} />}
      listsTour="contract-positions"
      testId="contract-trade"
    />
  );
}
