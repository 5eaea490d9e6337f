import { Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTickerPrice } from '../../lib/api/live-quotes';
import type { ProductSummary } from '../../lib/api/product-list';
import { useFormat } from '../../lib/format';

interface Props {
  products: ProductSummary[];
  product: ProductSummary | undefined;
  onProduct: (id: number) => void;
  /** Prefix of the test ids (`fast` → fast-symbol, fast-price): one picker, each screen its own ids. */
  testPrefix: string;
}

/** The product picker of a trading panel with the chosen product's live price beside it. */
export function ProductPicker({ products, product, onProduct, testPrefix }: Props) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const price = useTickerPrice(product?.symbol) ?? product?.price;
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm" data-tour={`${testPrefix}-product`}>
      <Select
        label={t('fast.product')}
        data={products.map((p) => ({ value: String(p.id), label: p.symbol }))}
        value={product ? String(product.id) : null}
        onChange={(v) => v && onProduct(Number(v))}
        allowDeselect={false}
        searchable
        data-testid={`${testPrefix}-symbol`}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Stack gap={0} align="flex-end">
        <Text size="xs" c="dimmed">
          {t('fast.price')}
        </Text>
        <Text fw={700} size="xl" ff="monospace" lh={1.6} data-testid={`${testPrefix}-price`} data-value={price ?? ''}>
          {price ? fmt.decimal(price) : '—'}
        </Text>
      </Stack>
    </Group>
  );
}
