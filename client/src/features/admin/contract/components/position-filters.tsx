import { useTranslation } from 'react-i18next';
import type { AdminContractSetting } from '../../../../../../shared/schemas/admin-contract.ts';
import { TradeListFilters } from '../../components/trade-list-filters';
import type { PositionFilters as Filters } from '../../api/keys';

export const POSITION_STATUSES = ['pending', 'holding', 'locked', 'closed', 'revoked'] as const;

/** The positions list's filters: status, mode, product and customer (id, e-mail or phone). */
export function PositionFilters({ products, onApply }: { products: AdminContractSetting[]; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('admin');
  return (
    <TradeListFilters
      testId="position"
      statusWidth={150}
      statuses={POSITION_STATUSES.map((s) => ({ value: s, label: t(`admin.contract.statuses.${s}`) }))}
      instrument={{
        label: t('admin.contract.product'),
        testId: 'position-filter-product',
        options: products.map((p) => ({ value: String(p.productId), label: p.symbol })),
      }}
      onApply={({ instrument, ...rest }) => onApply({ ...rest, productId: instrument })}
    />
  );
}
