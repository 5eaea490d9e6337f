import { Badge, Divider, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../../components/detail-row';
import { QueryState } from '../../../../components/query-state';
import { useFormat } from '../../../../lib/format';
import type { AdminMiningOrder } from '../../../../../../shared/schemas/mining.ts';
import { Holder } from '../../components/customer-filter';
import { ReadOnlyList } from '../../components/read-only-list';
import { TradeListFilters } from '../../components/trade-list-filters';
import { useAdminMiningOrder } from '../api/get-mining-order';
import { useAdminMiningOrders } from '../api/get-mining-orders';
import type { MiningProductRow } from '../api/get-mining-products';

function Status({ o }: { o: Pick<AdminMiningOrder, 'status' | 'redeemKind'> }) {
  const { t } = useTranslation('admin');
  const key = o.status === 'in_progress' ? 'in_progress' : o.redeemKind === 'early' ? 'early' : 'matured';
  return (
    <Badge variant="light" color={o.status === 'in_progress' ? 'yellow' : 'gray'} data-testid="mining-order-status">
      {t(`admin.mining.statuses.${key}`)}
    </Badge>
  );
}

function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const q = useAdminMiningOrder(id);
  const o = q.data;
  const rows: [string, ReactNode][] = o
    ? [
        ['user', <Holder key="u" userId={o.userId} account={o.account} />],
        ['amount', `${o.amount} ${o.currency}`],
        ['period', t('admin.mining.days', { count: o.periodDays })],
        ['rates', `${o.minRate} – ${o.maxRate} (${o.defaultRate})`],
        ['expected', `${o.expected} ${o.currency}`],
        ['accumulated', `${o.accumulated} ${o.currency}`],
        ['penalty', `${o.penalty} ${o.currency}`],
        ['refund', `${o.refund} ${o.currency}`],
        ['createdAt', f.dateTime(o.createdAt)],
        ['finishAt', f.dateTime(o.finishAt)],
        ['seed', o.seed],
      ]
    : [];
  return (
    <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()}>
      {o && (
        <Stack gap="md" data-testid="mining-order-detail" data-id={o.id}>
          <Status o={o} />
          <SimpleGrid cols={1} verticalSpacing={6}>
            {rows.map(([key, value]) => (
              <DetailRow key={key} label={t(`admin.mining.${key}` as 'admin.mining.user')} style={{ wordBreak: 'break-all' }}>
                {value}
              </DetailRow>
            ))}
          </SimpleGrid>
          <Divider label={t('admin.mining.payouts')} />
          <Table fz="sm" data-testid="mining-order-payouts">
            <Table.Tbody>
              {o.payouts.map((p) => (
                <Table.Tr key={p.dayIndex}>
                  <Table.Td>{t('admin.mining.dayN', { n: p.dayIndex, day: p.day })}</Table.Td>
                  <Table.Td>{p.rate}</Table.Td>
                  <Table.Td ta="right">{`${p.amount} ${p.currency}`}</Table.Td>
                  <Table.Td c="dimmed">{`#${p.journalId}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </QueryState>
  );
}

/** Every customer's mining orders: filters, a page of them, paging, and a read-only detail drawer with the payouts. */
export function MiningOrderList({ products }: { products: MiningProductRow[] }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return (
    <ReadOnlyList
      lead={t('admin.mining.readOnly')}
      useList={useAdminMiningOrders}
      filters={(apply) => (
        <TradeListFilters
          testId="mining-order"
          statusWidth={150}
          modes={false}
          statuses={(['in_progress', 'redeemed'] as const).map((s) => ({ value: s, label: t(`admin.mining.statuses.${s}`) }))}
          instrument={{
            label: t('admin.mining.product'),
            testId: 'mining-order-filter-product',
            options: products.map((p) => ({ value: String(p.id), label: p.name })),
          }}
          onApply={({ instrument, status, user }) => apply({ status, user, productId: instrument })}
        />
      )}
      table={(items: AdminMiningOrder[], open) => (
        <Table striped highlightOnHover fz="sm" data-testid="mining-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('admin.mining.user')}</Table.Th>
              <Table.Th>{t('admin.mining.product')}</Table.Th>
              <Table.Th>{t('admin.mining.amount')}</Table.Th>
              <Table.Th>{t('admin.mining.accumulated')}</Table.Th>
              <Table.Th>{t('admin.mining.createdAt')}</Table.Th>
              <Table.Th>{t('admin.mining.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((o) => (
              <Table.Tr key={o.id} data-testid="mining-order" data-id={o.id}>
                <Table.Td>
                  <UnstyledButton onClick={() => open(o.id)} data-testid={`mining-order-open-${o.id}`}>
                    <Text fz="sm" c="blue">
                      {o.id}
                    </Text>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>
                  <Holder userId={o.userId} account={o.account} />
                </Table.Td>
                <Table.Td>{o.productName}</Table.Td>
                <Table.Td>{`${o.amount} ${o.currency}`}</Table.Td>
                <Table.Td>{`${o.accumulated} ${o.currency}`}</Table.Td>
                <Table.Td>{f.dateTime(o.createdAt)}</Table.Td>
                <Table.Td>
                  <Status o={o} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      detail={(id) => <OrderDetail id={id} />}
      detailTitle={(id) => t('admin.mining.detailTitle', { id })}
      total={(count) => t('admin.mining.total', { count })}
      empty={t('admin.mining.empty')}
      testId="mining-order"
    />
  );
}
