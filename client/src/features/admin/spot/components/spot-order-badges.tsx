import { Badge, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSpotOrder } from '../../../../../../shared/schemas/admin-spot.ts';

const STATUS_COLOR: Record<AdminSpotOrder['status'], string> = {
  unfilled: 'yellow',
  partially_filled: 'blue',
  filled: 'green',
  cancelled: 'gray',
};

export function SpotOrderStatus({ status }: { status: AdminSpotOrder['status'] }) {
  const { t } = useTranslation('admin');
  return (
    // (never shortened: a table cell may be narrow, the status must stay readable)
    <Badge color={STATUS_COLOR[status]} variant="light" miw="max-content" data-testid="spot-order-status">
      {t(`admin.spot.statuses.${status}`)}
    </Badge>
  );
}

/** Buy or sell, and limit or market. */
export function SpotOrderKind({ order }: { order: Pick<AdminSpotOrder, 'side' | 'type'> }) {
  const { t } = useTranslation('admin');
  return (
    <Text fz="xs" span>
      <Text span fz="xs" fw={600} c={order.side === 'buy' ? 'teal' : 'red'}>
        {t(`admin.spot.sides.${order.side}`)}
      </Text>{' '}
      {t(`admin.contract.orderTypes.${order.type}`)}
    </Text>
  );
}

/** "API": placed by the customer's API key (the Binance-compatible API, issue 39); the key on hover. */
export function SpotOrderByKey({ order }: { order: Pick<AdminSpotOrder, 'apiKeyId' | 'apiKeyLabel'> }) {
  const { t } = useTranslation('admin');
  if (order.apiKeyId === null) return null;
  const key = t('apiOrders.key', { label: order.apiKeyLabel ?? '', id: order.apiKeyId });
  return (
    <Tooltip label={key} withinPortal>
      <Badge
        size="xs"
        variant="outline"
        color="violet"
        tt="none"
        aria-label={key}
        data-testid="spot-order-api-key"
        data-key={order.apiKeyId}
      >
        {t('apiOrders.badge')}
      </Badge>
    </Tooltip>
  );
}
