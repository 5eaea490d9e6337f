import { Group, NativeSelect } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CustomerFilter } from './customer-filter';
import { FilterButtons } from './filter-buttons';

/** The filters every read-only list of customers' trades takes: status, mode, instrument, customer. */
export interface TradeListFilterValues {
  status: string;
  mode: string;
  instrument: string;
  user: string;
}

const EMPTY: TradeListFilterValues = { status: '', mode: '', instrument: '', user: '' };

/**
 * A trade list's filter row (contract positions, spot orders): the statuses with their labels, real
 * or demo, the instrument (a product or a market) and the customer (id, e-mail or phone). `onApply`
 * hears the values as typed, "" for any.
 */
export function TradeListFilters({
  testId,
  statuses,
  statusWidth,
  instrument,
  modes = true,
  onApply,
}: {
  /** the prefix of the row's test ids: `${testId}-filters`, `${testId}-filter-status`… */
  testId: string;
  statuses: { value: string; label: string }[];
  statusWidth: number;
  instrument: { label: string; testId: string; options: { value: string; label: string }[] };
  /** The real / demo filter (off for lists of real money only). */
  modes?: boolean;
  onApply: (filters: Partial<TradeListFilterValues>) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useForm({ initialValues: EMPTY });
  const all = { value: '', label: t('admin.contract.all') };
  return (
    <form noValidate onSubmit={form.onSubmit((v) => onApply({ ...v, user: v.user.trim() }))} data-testid={`${testId}-filters`}>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          w={statusWidth}
          label={t('admin.contract.status')}
          data={[all, ...statuses]}
          {...form.getInputProps('status')}
          data-testid={`${testId}-filter-status`}
        />
        {modes && (
          <NativeSelect
            w={120}
            label={t('admin.contract.mode')}
            data={[all, ...(['real', 'demo'] as const).map((m) => ({ value: m, label: t(`admin.contract.modes.${m}`) }))]}
            {...form.getInputProps('mode')}
            data-testid={`${testId}-filter-mode`}
          />
        )}
        <NativeSelect
          w={150}
          label={instrument.label}
          data={[all, ...instrument.options]}
          {...form.getInputProps('instrument')}
          data-testid={instrument.testId}
        />
        <CustomerFilter input={form.getInputProps('user')} testId={`${testId}-filter-user`} />
        <FilterButtons
          testId={`${testId}-filter`}
          onClear={() => {
            form.setValues(EMPTY);
            onApply({});
          }}
        />
      </Group>
    </form>
  );
}
