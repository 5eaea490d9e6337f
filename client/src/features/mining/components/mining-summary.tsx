import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useMiningSummary } from '../api/get-summary';

/** The customer's totals: principal held, expected and today's interest of orders in progress, interest paid. */
export function MiningSummaryCard() {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const { data } = useMiningSummary();
  if (!data) return null;
  const figures = [
    ['held', t('mining.summary.held'), data.held],
    ['expected', t('mining.summary.expected'), data.expected],
    ['accumulated', t('mining.summary.accumulated'), data.accumulated],
    ['today', t('mining.summary.today'), data.today],
  ] as const;
  return (
    <Card withBorder radius="md" padding="md" data-testid="mining-summary">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {figures.map(([key, label, value]) => (
          <Stack key={key} gap={2}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} data-testid={`mining-summary-${key}`} data-value={value}>
              {f.moneyCode(value, data.currency)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
