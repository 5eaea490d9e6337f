import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rateRange } from '../../../../../shared/mining.ts';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useMiningProducts } from '../api/get-products';
import type { MiningLayout } from '../types';

/** The products, each a card to choose: period, daily rate range, single limit and the quota left. */
export function MiningProductList({
  selected,
  onSelect,
  layout,
}: {
  selected: number | null;
  onSelect: (id: number) => void;
  layout: MiningLayout;
}) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const products = useMiningProducts();
  return (
    <QueryState
      isPending={products.isPending}
      isError={products.isError}
      isEmpty={products.data?.length === 0}
      onRetry={() => products.refetch()}
    >
      <SimpleGrid cols={layout === 'pc' ? { base: 1, sm: 3 } : 1} spacing="sm" data-testid="mining-products">
        {products.data?.map((p) => (
          <UnstyledButton key={p.id} onClick={() => onSelect(p.id)} disabled={!p.enabled} data-testid={`mining-product-${p.id}`}>
            <Card
              withBorder
              radius="md"
              padding="md"
              style={{ borderColor: selected === p.id ? 'var(--mantine-color-yellow-6)' : undefined, opacity: p.enabled ? 1 : 0.6 }}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700}>{p.name}</Text>
                  <Badge variant="light" color={p.enabled ? 'yellow' : 'gray'}>
                    {p.enabled ? t('mining.days', { count: p.periodDays }) : t('mining.closed')}
                  </Badge>
                </Group>
                <Text size="xl" fw={800} c="yellow.6" data-testid={`mining-product-${p.id}-rate`}>
                  {rateRange(p.minRate, p.maxRate)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('mining.dailyRate')}
                </Text>
                <Text size="xs">
                  {t('mining.limits', {
                    min: f.money(p.minAmount, p.currency),
                    max: f.money(p.maxAmount, p.currency),
                    currency: p.currency,
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('mining.quotaLeft', { amount: f.money(p.quotaLeft, p.currency), currency: p.currency })}
                </Text>
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </QueryState>
  );
}
