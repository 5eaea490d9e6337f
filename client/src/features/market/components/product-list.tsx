import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { ProductSummary } from '../api/get-recommended-products';
import { useLiveProduct } from '../../../lib/api/live-quotes';
import { LivePrice } from './live-price';
import { ChangeBadge } from './price-change';
import { WatchToggle } from './watch-toggle';

interface Props {
  products: ProductSummary[];
  onOpen?: (product: ProductSummary) => void;
  withWatch?: boolean;
  testId?: string;
}

/** Mobile list of products: name and volume, live last price, change badge (quotes channel). */
export function ProductList({ products, onOpen, withWatch, testId = 'product-list' }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" className="list-card" data-testid={testId}>
      <Group className="list-head" justify="space-between" wrap="nowrap">
        <Text fz="xs" c="dimmed" style={{ flex: 1 }}>
          {t('market.pair')}
        </Text>
        <Text fz="xs" c="dimmed" ta="right" style={{ flex: 1 }}>
          {t('market.price')}
        </Text>
        <Text fz="xs" c="dimmed" ta="right" w={92}>
          {t('market.change')}
        </Text>
      </Group>
      {products.map((p) => (
        <ProductListRow key={p.id} product={p} onOpen={onOpen} withWatch={withWatch} />
      ))}
    </Paper>
  );
}

interface RowProps {
  product: ProductSummary;
  onOpen?: (product: ProductSummary) => void;
  withWatch?: boolean;
}

const ProductListRow = memo(function ProductListRow({ product, onOpen, withWatch }: RowProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const p = useLiveProduct(product);
  return (
    <Group className="list-row product-row" gap={4} wrap="nowrap" data-testid={`product-row-${p.id}`}>
      {withWatch && <WatchToggle productId={p.id} watched={p.isOptional} />}
      <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => onOpen?.(product)} data-testid={`product-open-${p.id}`}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} fz="sm" truncate="end">
              {p.symbol}
            </Text>
            <Text fz="xs" c="dimmed" truncate="end">
              {t('market.vol')} {f.compact(p.volume)}
            </Text>
          </div>
          <Text component="div" fw={600} fz="sm" ta="right" style={{ flex: 1 }}>
            <LivePrice price={p.price} precision={p.pricePrecision} changePercent={p.changePercent} testId={`product-price-${p.id}`} />
          </Text>
          <Group w={92} justify="flex-end">
            <ChangeBadge percent={p.changePercent} />
          </Group>
        </Group>
      </UnstyledButton>
    </Group>
  );
});
