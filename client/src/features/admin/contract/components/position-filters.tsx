import { Group, NativeSelect } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminContractSetting } from '../../../../../../shared/schemas/admin-contract.ts';
import { CustomerFilter } from '../../components/customer-filter';
import { FilterButtons } from '../../components/filter-buttons';
import type { PositionFilters as Filters } from '../api/get-contract-positions';

export const POSITION_STATUSES = ['pending', 'holding', 'locked', 'closed', 'revoked'] as const;
const EMPTY: Required<Filters> = { status: '', mode: '', productId: '', user: '' };

/** The positions list's filters: status, mode, product and customer (id, e-mail or phone). */
export function PositionFilters({ products, onApply }: { products: AdminContractSetting[]; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: EMPTY });
  const all = { value: '', label: t('admin.contract.all') };
  return (
    <form noValidate onSubmit={form.onSubmit((v) => onApply({ ...v, user: v.user.trim() }))} data-testid="position-filters">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          w={150}
          label={t('admin.contract.status')}
          data={[all, ...POSITION_STATUSES.map((s) => ({ value: s, label: t(`admin.contract.statuses.${s}`) }))]}
          {...form.getInputProps('status')}
          data-testid="position-filter-status"
        />
        <NativeSelect
          w={120}
          label={t('admin.contract.mode')}
          data={[all, ...(['real', 'demo'] as const).map((m) => ({ value: m, label: t(`admin.contract.modes.${m}`) }))]}
          {...form.getInputProps('mode')}
          data-testid="position-filter-mode"
        />
        <NativeSelect
          w={150}
          label={t('admin.contract.product')}
          data={[all, ...products.map((p) => ({ value: String(p.productId), label: p.symbol }))]}
          {...form.getInputProps('productId')}
          data-testid="position-filter-product"
        />
        <CustomerFilter input={form.getInputProps('user')} testId="position-filter-user" />
        <FilterButtons
          testId="position-filter"
          onClear={() => {
            form.setValues(EMPTY);
            onApply({});
          }}
        />
      </Group>
    </form>
  );
}
