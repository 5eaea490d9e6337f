import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useFormat } from '../../../lib/format';
import type { ProductSummary } from '../api/get-recommended-products';
import { ChangeText, trendOf } from './price-change';

/** A row of headline quotes (desktop home). */
export function ProductCards({ products, onOpen }: { products: ProductSummary[]; onOpen?: (p: ProductSummary) => void }) {
  const f = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="product-cards">
      {products.map((p) => (
        <UnstyledButton key={p.id} onClick={() => onOpen?.(p)} data-testid={`product-card-${p.id}`}>
          <Paper withBorder radius="md" p="md" className={`quote-card quote-${trendOf(p.changePercent)}`}>
            <Text fz="sm" fw={600}>
              {p.symbol}
            </Text>
            <Text fz={22} fw={700} mt={6} className={`num text-${trendOf(p.changePercent)}`}>
              {f.decimal(p.price, { precision: p.pricePrecision })}
            </Text>
            <ChangeText percent={p.changePercent} />
            <Text fz="xs" c="dimmed" mt={4} truncate="end">
              {p.name}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
