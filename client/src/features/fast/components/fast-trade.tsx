import { Box, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useFastProducts } from '../api/get-fast-products';
import { useFastEnv } from '../context';
import { useFastSettlement } from '../hooks/use-fast-settlement';
import { useTradeMode } from '../hooks/use-trade-mode';
import { FastOrders } from './fast-orders';
import { FastPanel } from './fast-panel';

interface Props {
  layout: 'pc' | 'wp';
  /** The chart of the chosen product (lazy, desktop). */
  chart?: (symbol: string, pricePrecision: number) => ReactNode;
}

/** The fast-trading screen: chart + panel (desktop side by side), orders and stats below. */
export function FastTrade({ layout, chart }: Props) {
  const env = useFastEnv();
  const products = useFastProducts();
  const [productId, setProductId] = useState<number | null>(null);
  const [mode, setMode] = useTradeMode(env.guest);
  useFastSettlement();
  const list = products.data ?? [];
  const product = list.find((p) => p.id === productId) ?? list[0];
  if (products.isPending) return <Loader m="xl" />;
  const panel = <FastPanel products={list} product={product} onProduct={setProductId} mode={mode} onMode={setMode} demoOnly={env.guest} />;
  const orders = <FastOrders mode={mode} />;
  if (layout === 'wp') {
    return (
      <Stack gap="md" data-testid="fast-trade">
        {panel}
        {orders}
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="fast-trade">
      <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)', gap: 16, alignItems: 'start' }}>
        <Box miw={0}>{product && chart ? chart(product.symbol, product.pricePrecision) : null}</Box>
        {panel}
      </Box>
      {orders}
    </Stack>
  );
}
