import { useTranslation } from 'react-i18next';
import type { AdminSpotMarket } from '../../../../../../shared/schemas/admin-spot.ts';
import { TradeListFilters } from '../../components/trade-list-filters';
import type { SpotOrderFilters as Filters } from '../../api/keys';

export const SPOT_ORDER_STATUSES = ['unfilled', 'partially_filled', 'filled', 'cancelled'] as const;

/** The spot orders list's filters: status, mode, market and customer (id, e-mail or phone). */
export function SpotOrderFilters({ markets, onApply }: { markets: AdminSpotMarket[]; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('admin');
  return (
    <TradeListFilters
      testId="spot-order"
      statusWidth={170}
      statuses={SPOT_ORDER_STATUSES.map((s) => ({ value: s, label: t(`admin.spot.statuses.${s}`) }))}
      instrument={{
        label: t('admin.spot.market'),
        testId: 'spot-order-filter-market',
        options: markets.map((m) => ({ value: String(m.id), label: m.symbol })),
      }}
      onApply={({ instrument, ...rest }) => onApply({ ...rest, marketId: instrument })}
    />
  );
}
