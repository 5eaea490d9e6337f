import { useTranslation } from 'react-i18next';
import type { AdminSpotMarket } from '../../../../../../shared/schemas/admin-spot.ts';
import { ReadOnlyList } from '../../components/read-only-list';
import { useSpotOrders } from '../api/get-spot-orders';
import { SpotOrderDetail } from './spot-order-detail';
import { SpotOrderFilters } from './spot-order-filters';
import { SpotOrderTable } from './spot-order-table';

/** Every customer's spot orders: filters, a page of them, paging, and a read-only detail drawer. */
export function SpotOrderList({ markets }: { markets: AdminSpotMarket[] }) {
  const { t } = useTranslation('admin');
  return (
    <ReadOnlyList
      lead={t('admin.spot.readOnly')}
      useList={useSpotOrders}
      filters={(apply) => <SpotOrderFilters markets={markets} onApply={apply} />}
      table={(items, open) => <SpotOrderTable orders={items} onOpen={open} />}
      detail={(id) => <SpotOrderDetail id={id} />}
      detailTitle={(id) => t('admin.spot.detailTitle', { id })}
      total={(count) => t('admin.spot.total', { count })}
      empty={t('admin.spot.empty')}
      testId="spot-order"
    />
  );
}
