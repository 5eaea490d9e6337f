import { Group, NativeSelect } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminSpotMarket } from '../../../../../../shared/schemas/admin-spot.ts';
import { CustomerFilter } from '../../components/customer-filter';
import { FilterButtons } from '../../components/filter-buttons';
import type { SpotOrderFilters as Filters } from '../api/get-spot-orders';

export const SPOT_ORDER_STATUSES = ['unfilled', 'partially_filled', 'filled', 'cancelled'] as const;
const EMPTY: Required<Filters> = { status: '', mode: '', marketId: '', user: '' };

/** The spot orders list's filters: status, mode, market and customer (id, e-mail or phone). */
export function SpotOrderFilters({ markets, onApply }: { markets: AdminSpotMarket[]; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: EMPTY });
  const all = { value: '', label: t('admin.contract.all') };
  return (
    <form noValidate onSubmit={form.onSubmit((v) => onApply({ ...v, user: v.user.trim() }))} data-testid="spot-order-filters">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          w={170}
          label={t('admin.contract.status')}
          data={[all, ...SPOT_ORDER_STATUSES.map((s) => ({ value: s, label: t(`admin.spot.statuses.${s}`) }))]}
          {...form.getInputProps('status')}
          data-testid="spot-order-filter-status"
        />
        <NativeSelect
          w={120}
          label={t('admin.contract.mode')}
          data={[all, ...(['real', 'demo'] as const).map((m) => ({ value: m, label: t(`admin.contract.modes.${m}`) }))]}
          {...form.getInputProps('mode')}
          data-testid="spot-order-filter-mode"
        />
        <NativeSelect
          w={150}
          label={t('admin.spot.market')}
          data={[all, ...markets.map((m) => ({ value: String(m.id), label: m.symbol }))]}
          {...form.getInputProps('marketId')}
          data-testid="spot-order-filter-market"
        />
        <CustomerFilter input={form.getInputProps('user')} testId="spot-order-filter-user" />
        <FilterButtons
          testId="spot-order-filter"
          onClear={() => {
            form.setValues(EMPTY);
            onApply({});
          }}
        />
      </Group>
    </form>
  );
}
