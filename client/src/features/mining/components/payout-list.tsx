import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateRange } from '../../../../../shared/mining.ts';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { Pager } from '../../../components/pager';
import { useMiningPayouts } from '../api/get-payouts';
import { type MiningLayout, PAGE_SIZE } from '../types';

/** The customer's daily payouts, newest first: the day that earned, its rate and amount. */
export function MiningPayoutList({ layout }: { layout: MiningLayout }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const [page, setPage] = useState(1);
  const payouts = useMiningPayouts({ page, pageSize: PAGE_SIZE });
  const items = payouts.data?.items ?? [];
  return (
    <Stack gap="sm" data-testid="mining-payouts">
      <QueryState
        isPending={payouts.isPending}
        isError={payouts.isError}
        isEmpty={items.length === 0}
        emptyText={t('mining.noPayouts')}
        onRetry={() => payouts.refetch()}
      >
        {layout === 'pc' ? (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mining.payout.paidAt')}</Table.Th>
                <Table.Th>{t('mining.payout.order')}</Table.Th>
                <Table.Th>{t('mining.payout.day')}</Table.Th>
                <Table.Th>{t('mining.payout.rate')}</Table.Th>
                <Table.Th ta="right">{t('mining.payout.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((p) => (
                <Table.Tr key={`${p.orderId}-${p.dayIndex}`} data-testid="mining-payout">
                  <Table.Td>{f.dateTime(p.paidAt)}</Table.Td>
                  <Table.Td>{`${p.productName} #${p.orderId}`}</Table.Td>
                  <Table.Td>{t('mining.payout.dayN', { n: p.dayIndex, day: p.day })}</Table.Td>
                  <Table.Td>{rateRange(p.rate, p.rate)}</Table.Td>
                  <Table.Td ta="right" fw={600} c="teal">
                    {`+${f.moneyCode(p.amount, p.currency)}`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Stack gap="xs">
            {items.map((p) => (
              <Card key={`${p.orderId}-${p.dayIndex}`} withBorder radius="md" padding="sm" data-testid="mining-payout">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>{`${p.productName} #${p.orderId}`}</Text>
                    <Text size="xs" c="dimmed">
                      {t('mining.payout.dayN', { n: p.dayIndex, day: p.day })} · {rateRange(p.rate, p.rate)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {f.dateTime(p.paidAt)}
                    </Text>
                  </Stack>
                  <Text fw={700} c="teal">{`+${f.moneyCode(p.amount, p.currency)}`}</Text>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
      {payouts.data && (
        <Pager page={page} total={payouts.data.total} pageSize={PAGE_SIZE} onChange={setPage} testId="mining-payouts-pager" />
      )}
    </Stack>
  );
}
