import { Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import { useSpotOrder } from '../api/get-order';

/**
 * An order's figures and its fills (deal price, count, amount, fee, maker or taker) in a drawer:
 * right on desktop, from the bottom on mobile. An order placed by API key says so, with the key's
 * label where the caller knows it (the trade history's row) and the client's id for it.
 */
export function SpotOrderFills({
  id,
  onClose,
  compact,
  apiKey,
}: {
  id: number | null;
  onClose: () => void;
  compact: boolean;
  apiKey?: string | null;
}) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const { data: o } = useSpotOrder(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position={compact ? 'bottom' : 'right'}
      size={compact ? '85%' : 'md'}
      title={id !== null ? t('spot.orderTitle', { id }) : ''}
    >
      {!o || o.id !== id ? (
        <Loader m="md" />
      ) : (
        <Stack gap="sm" data-testid={`spot-order-detail-${o.id}`}>
          <Stack gap={2}>
            <DetailRow label={t('spot.pair')}>{o.symbol}</DetailRow>
            <DetailRow label={t('spot.sideType')}>
              {t(`spot.side.${o.side}`)} · {t(`spot.${o.type}`)}
            </DetailRow>
            <DetailRow label={t('spot.entrustPrice')}>{o.price ? fmt.decimal(o.price) : t('spot.marketPrice')}</DetailRow>
            <DetailRow label={t('spot.dealPrice')}>{o.avgPrice ? fmt.decimal(o.avgPrice) : '—'}</DetailRow>
            <DetailRow label={t('spot.dealCount')}>
              {fmt.decimal(o.dealCount)} {o.base}
            </DetailRow>
            <DetailRow label={t('spot.tradeAmount')}>{fmt.moneyCode(o.tradeAmount, o.quote)}</DetailRow>
            <DetailRow label={t('spot.fee')}>{fmt.moneyCode(o.fee, o.quote)}</DetailRow>
            <DetailRow label={t('spot.status')}>{t(`spot.statusName.${o.status}`)}</DetailRow>
            {o.apiKeyId !== null && (
              <DetailRow label={t('apiOrders.placedBy')} testId="spot-order-api-key">
                {t('apiOrders.byKey', { label: apiKey ?? `#${o.apiKeyId}` })}
              </DetailRow>
            )}
            {o.clientOrderId !== null && (
              <DetailRow label={t('apiOrders.clientOrderId')} testId="spot-order-client-id">
                <Text span ff="monospace" fz="sm">
                  {o.clientOrderId}
                </Text>
              </DetailRow>
            )}
          </Stack>
          <Text fw={600} size="sm">
            {t('spot.fills')}
          </Text>
          {o.fills.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('spot.fillsEmpty')}
            </Text>
          ) : (
            <Table fz="xs" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('spot.time')}</Table.Th>
                  <Table.Th>{t('spot.dealPrice')}</Table.Th>
                  <Table.Th>{t('spot.dealCount')}</Table.Th>
                  <Table.Th>{t('spot.fee')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {o.fills.map((f) => (
                  <Table.Tr key={f.id} data-testid={`spot-fill-${f.id}`} data-price={f.price} data-quantity={f.quantity}>
                    <Table.Td ff="monospace">{fmt.time(f.time)}</Table.Td>
                    <Table.Td ff="monospace">{fmt.decimal(f.price)}</Table.Td>
                    <Table.Td ff="monospace">{fmt.decimal(f.quantity)}</Table.Td>
                    <Table.Td ff="monospace">{fmt.money(f.fee, o.quote)}</Table.Td>
                    <Table.Td>
                      <Text fz="xs" c={f.role === 'maker' ? 'blue' : 'grape'} data-testid={`spot-role-${f.id}`}>
                        {t(`spot.role.${f.role}`)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
