import { walletModeKey } from '../../../../lib/trading/wallet-mode.ts';
import { Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSpotOrderDetail } from '../../../../../../shared/schemas/admin-spot.ts';
import { DetailRow } from '../../../../components/detail-row';
import { QueryState } from '../../../../components/query-state';
import { useFormat } from '../../../../lib/format';
import { Holder } from '../../components/customer-filter';
import { useSpotOrder } from '../api/get-spot-order';
import { SpotOrderByKey, SpotOrderKind, SpotOrderStatus } from './spot-order-badges';
import { orderedOf } from './spot-order-table';

type Field =
  | 'user'
  | 'price'
  | 'ordered'
  | 'dealCount'
  | 'remaining'
  | 'avgPrice'
  | 'tradeAmount'
  | 'fee'
  | 'frozen'
  | 'cancelReason'
  | 'createdAt'
  | 'doneAt';

function Detail({ o }: { o: AdminSpotOrderDetail }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const time = (ms: number | null) => (ms === null ? null : dateTime(new Date(ms).toISOString()));
  const rows: [Field, ReactNode][] = [
    ['user', <Holder key="u" userId={o.userId} account={o.account} />],
    ['price', o.price],
    ['ordered', orderedOf(o)],
    ['dealCount', `${o.dealCount} ${o.base}`],
    ['remaining', `${o.remaining} ${o.base}`],
    ['avgPrice', o.avgPrice],
    ['tradeAmount', `${o.tradeAmount} ${o.quote}`],
    ['fee', `${o.fee} ${o.quote}`],
    ['frozen', `${o.frozen} ${o.frozenCurrency}`],
    ['cancelReason', o.cancelReason === null ? null : t(`admin.spot.cancelReasons.${o.cancelReason}`)],
    ['createdAt', time(o.createdAt)],
    ['doneAt', time(o.doneAt)],
  ];
  return (
    <Stack gap="md" data-testid="spot-order-detail" data-id={o.id}>
      <Group gap="xs">
        <SpotOrderStatus status={o.status} />
        <Text fw={600}>
          {o.symbol} · <SpotOrderKind order={o} /> · {t(`admin.contract.modes.${walletModeKey(o.mode)}`)}
        </Text>
        <SpotOrderByKey order={o} />
      </Group>
      <SimpleGrid cols={2} spacing="lg" verticalSpacing={6}>
        {rows.map(([key, value]) => (
          <DetailRow key={key} label={t(`admin.spot.${key}`)} testId={`spot-order-${key}`}>
            {value ?? '—'}
          </DetailRow>
        ))}
        <DetailRow label={t('apiOrders.placedBy')} testId="spot-order-placed-by">
          {o.apiKeyId === null ? t('apiOrders.inApp') : t('apiOrders.key', { label: o.apiKeyLabel ?? '', id: o.apiKeyId })}
        </DetailRow>
        {o.clientOrderId !== null && (
          <DetailRow label={t('apiOrders.clientOrderId')} testId="spot-order-client-id">
            {o.clientOrderId}
          </DetailRow>
        )}
      </SimpleGrid>
      <Divider />
      <Title order={5}>{t('admin.spot.fills')}</Title>
      {o.fills.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="spot-order-no-fills">
          {t('admin.spot.noFills')}
        </Text>
      ) : (
        <Table withTableBorder fz="xs" data-testid="spot-order-fills">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('admin.spot.role')}</Table.Th>
              <Table.Th>{t('admin.spot.price')}</Table.Th>
              <Table.Th>{t('admin.spot.quantity', { base: o.base })}</Table.Th>
              <Table.Th>{t('admin.spot.tradeAmount')}</Table.Th>
              <Table.Th>{t('admin.spot.fee')}</Table.Th>
              <Table.Th>{t('admin.contract.journal')}</Table.Th>
              <Table.Th>{t('admin.spot.time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.fills.map((f) => (
              <Table.Tr key={f.id} data-testid="spot-order-fill" data-role={f.role}>
                <Table.Td>{f.id}</Table.Td>
                <Table.Td>{t(`admin.spot.roles.${f.role}`)}</Table.Td>
                <Table.Td>{f.price}</Table.Td>
                <Table.Td>{f.quantity}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {f.tradeAmount} {o.quote}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {f.fee} {o.quote}
                </Table.Td>
                <Table.Td data-testid="spot-order-fill-journal">{f.journalId}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(f.time)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** A spot order in the drawer: its fields and its fills with their journal ids. Read only. */
export function SpotOrderDetail({ id }: { id: number }) {
  const order = useSpotOrder(id);
  return (
    <QueryState isPending={order.isPending} isError={order.isError} onRetry={() => void order.refetch()}>
      {order.data && <Detail o={order.data} />}
    </QueryState>
  );
}
