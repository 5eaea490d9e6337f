import { Badge, Text } from '@mantine/core';
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
