import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import type { ProductSummary } from '../api/get-recommended-products';
import { useLiveProduct } from '../../../lib/api/live-quotes';
import { LivePrice } from './live-price';
import { ChangeText, trendOf } from './price-change';

/** A row of headline quotes (desktop home), live from the quotes channel. */
export function ProductCards({ products, onOpen }: { products: ProductSummary[]; onOpen?: (p: ProductSummary) => void }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="product-cards">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} onOpen={onOpen} />
      ))}
    </SimpleGrid>
  );
}

const ProductCard = memo(function ProductCard({ product, onOpen }: { product: ProductSummary; onOpen?: (p: ProductSummary) => void }) {
  const p = useLiveProduct(product);
  return (
    <UnstyledButton onClick={() => onOpen?.(product)} data-testid={`product-card-${p.id}`}>
      <Paper withBorder radius="md" p="md" className={`quote-card quote-${trendOf(p.changePercent)}`}>
        <Text fz="sm" fw={600}>
          {p.symbol}
        </Text>
        <Text component="div" fz={22} fw={700} mt={6}>
          <LivePrice price={p.price} precision={p.pricePrecision} changePercent={p.changePercent} />
        </Text>
        <ChangeText percent={p.changePercent} />
        <Text fz="xs" c="dimmed" mt={4} truncate="end">
          {p.name}
        </Text>
      </Paper>
    </UnstyledButton>
  );
});
