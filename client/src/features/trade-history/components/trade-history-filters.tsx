import { Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProductList } from '../../../lib/api/product-list';
import { dayStart } from '../../../lib/local-day';
import type { TradeFilters, TradeKind, TradeMode } from '../types';

export interface FilterFields {
  type: TradeKind | null;
  mode: TradeMode | null;
  productId: string | null;
  from: string;
  to: string;
}

export const NO_FILTERS: FilterFields = { type: null, mode: null, productId: null, from: '', to: '' };

/** The API's filters of the fields: dates as whole local days, `to` inclusive of its day. */
export function filtersOf(f: FilterFields): TradeFilters {
  return {
    type: f.type ?? undefined,
    mode: f.mode ?? undefined,
    productId: f.productId ? Number(f.productId) : undefined,
    from: dayStart(f.from),
    to: dayStart(f.to, 1),
  };
}

/** Type, mode, product and date range of the trade history. */
export function TradeHistoryFilters({
  value,
  onChange,
  compact,
}: {
  value: FilterFields;
  onChange: (next: FilterFields) => void;
  compact: boolean;
}) {
  const { t } = useTranslation('trade');
  const products = useProductList((list) => list.map((p) => ({ value: String(p.id), label: p.symbol })));
  const all = t('tradeHistory.filter.all');
  const set = (patch: Partial<FilterFields>) => onChange({ ...value, ...patch });
  const fields = [
    <Select
      key="type"
      label={t('tradeHistory.filter.type')}
      data-testid="trade-filter-type"
      placeholder={all}
      clearable
      value={value.type}
      onChange={(v) => set({ type: (v as TradeKind | null) ?? null })}
      data={(['fast', 'contract', 'spot'] as const).map((k) => ({ value: k, label: t(`tradeHistory.kind.${k}`) }))}
      comboboxProps={{ withinPortal: true }}
    />,
    <Select
      key="mode"
      label={t('tradeHistory.filter.mode')}
      data-testid="trade-filter-mode"
      placeholder={all}
      clearable
      value={value.mode}
      onChange={(v) => set({ mode: (v as TradeMode | null) ?? null })}
      data={(['real', 'demo'] as const).map((k) => ({ value: k, label: t(`tradeHistory.mode.${k}`) }))}
    />,
    <Select
      key="product"
      label={t('tradeHistory.filter.product')}
      data-testid="trade-filter-product"
      placeholder={all}
      clearable
      searchable
      value={value.productId}
      onChange={(v) => set({ productId: v })}
      data={products.data ?? []}
    />,
    <TextInput
      key="from"
      type="date"
      label={t('tradeHistory.filter.from')}
      data-testid="trade-filter-from"
      value={value.from}
      onChange={(e) => set({ from: e.currentTarget.value })}
    />,
    <TextInput
      key="to"
      type="date"
      label={t('tradeHistory.filter.to')}
      data-testid="trade-filter-to"
      value={value.to}
      onChange={(e) => set({ to: e.currentTarget.value })}
    />,
  ];
  const [type, mode, product, from, to] = fields;
  return compact ? (
    // mobile: type and mode, the product on a line of its own, then the date range
    <Stack gap="xs" data-testid="trade-history-filters">
      <SimpleGrid cols={2} spacing="xs">
        {type}
        {mode}
      </SimpleGrid>
      {product}
      <SimpleGrid cols={2} spacing="xs">
        {from}
        {to}
      </SimpleGrid>
    </Stack>
  ) : (
    <Group gap="sm" align="flex-end" grow data-testid="trade-history-filters">
      {fields}
    </Group>
  );
}
