import { walletModeKey } from '../../../../lib/trading/wallet-mode.ts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSpotOrder } from '../../../../../../shared/schemas/admin-spot.ts';
import { useFormat } from '../../../../lib/format';
import { SpotOrderByKey, SpotOrderKind, SpotOrderStatus } from './spot-order-badges';

/** What a limit order names (its price and quantity) or a market order (a sell's quantity, a buy's amount). */
export const orderedOf = (o: AdminSpotOrder) => (o.quantity === null ? `${o.amount ?? '—'} ${o.quote}` : `${o.quantity} ${o.base}`);

/** An amount over its currency, dimmed: the columns stay narrow enough for a desktop. */
function Amount({ value, currency }: { value: string; currency: string }) {
  return (
    <>
      {value}
      <Text fz="xs" c="dimmed">
        {currency}
      </Text>
    </>
  );
}

/** One page of spot orders; a row opens its detail. */
export function SpotOrderTable({ orders, onOpen }: { orders: AdminSpotOrder[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const th = (key: 'market' | 'price' | 'ordered' | 'dealCount' | 'avgPrice' | 'fee' | 'frozen') => (
    <Table.Th>{t(`admin.spot.${key}`)}</Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover fz="sm" horizontalSpacing={8} data-testid="spot-order-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('admin.contract.user')}</Table.Th>
            {th('market')}
            <Table.Th>{t('admin.contract.status')}</Table.Th>
            {th('price')}
            {th('ordered')}
            {th('dealCount')}
            {th('avgPrice')}
            {th('fee')}
            {th('frozen')}
            <Table.Th>{t('admin.contract.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr
              key={o.id}
              onClick={() => onOpen(o.id)}
              style={{ cursor: 'pointer' }}
              data-testid="spot-order-row"
              data-id={o.id}
              data-status={o.status}
            >
              <Table.Td>{o.id}</Table.Td>
              <Table.Td maw={170} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                #{o.userId}
                <Text fz="xs" c="dimmed" truncate>
                  {o.account ?? t('admin.contract.visitor')}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm" fw={600}>
                  {o.symbol}
                </Text>
                <Text fz="xs">
                  <SpotOrderKind order={o} /> · {t(`admin.contract.modes.${walletModeKey(o.mode)}`)} <SpotOrderByKey order={o} />
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <SpotOrderStatus status={o.status} />
              </Table.Td>
              <Table.Td>{o.price ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{orderedOf(o)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{o.dealCount}</Table.Td>
              <Table.Td>{o.avgPrice ?? '—'}</Table.Td>
              <Table.Td>
                <Amount value={o.fee} currency={o.quote} />
              </Table.Td>
              <Table.Td>
                <Amount value={o.frozen} currency={o.frozenCurrency} />
              </Table.Td>
              <Table.Td miw={110}>{dateTime(new Date(o.createdAt).toISOString())}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
