import { useTranslation } from 'react-i18next';
import type { AdminContractSetting } from '../../../../../../shared/schemas/admin-contract.ts';
import { ReadOnlyList } from '../../components/read-only-list';
import { useContractPositions } from '../api/get-contract-positions';
import { PositionDetail } from './position-detail';
import { PositionFilters } from './position-filters';
import { PositionTable } from './position-table';

/** Every customer's positions: filters, a page of them, paging, and a read-only detail drawer. */
export function PositionList({ products }: { products: AdminContractSetting[] }) {
  const { t } = useTranslation('admin');
  return (
    <ReadOnlyList
      lead={t('admin.contract.readOnly')}
      useList={useContractPositions}
      filters={(apply) => <PositionFilters products={products} onApply={apply} />}
      table={(items, open) => <PositionTable positions={items} onOpen={open} />}
      detail={(id) => <PositionDetail id={id} />}
      detailTitle={(id) => t('admin.contract.detailTitle', { id })}
      total={(count) => t('admin.contract.total', { count })}
      empty={t('admin.contract.empty')}
      testId="position"
    />
  );
}
