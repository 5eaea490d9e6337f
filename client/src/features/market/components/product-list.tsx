import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { ProductSummary } from '../api/get-recommended-products';
import { ChangeBadge } from './price-change';
import { WatchToggle } from './watch-toggle';

interface Props {
  products: ProductSummary[];
  onOpen?: (product: ProductSummary) => void;
  withWatch?: boolean;
  testId?: string;
}

/** Mobile list of products: name and volume, last price, change badge. */
export function ProductList({ products, onOpen, withWatch, testId = 'product-list' }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
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
        <Group key={p.id} className="list-row product-row" gap={4} wrap="nowrap" data-testid={`product-row-${p.id}`}>
          {withWatch && <WatchToggle productId={p.id} watched={p.isOptional} />}
          <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => onOpen?.(p)} data-testid={`product-open-${p.id}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} fz="sm" truncate="end">
                  {p.symbol}
                </Text>
                <Text fz="xs" c="dimmed" truncate="end">
                  {t('market.vol')} {f.compact(p.volume)}
                </Text>
              </div>
              <Text fw={600} fz="sm" ta="right" style={{ flex: 1 }} className="num">
                {f.decimal(p.price, { precision: p.pricePrecision })}
              </Text>
              <Group w={92} justify="flex-end">
                <ChangeBadge percent={p.changePercent} />
              </Group>
            </Group>
          </UnstyledButton>
        </Group>
      ))}
    </Paper>
  );
}
