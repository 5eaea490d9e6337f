import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isBankReference, normalizeBankReference } from '../../../../../shared/bank-reference.ts';
import { QUEUE_STATUSES, type QueueFilters as Filters, type QueueKind } from '../queue-types';
import { FilterButtons } from './filter-buttons';

const EMPTY: Required<Filters> = { status: '', currency: '', userId: '', from: '', to: '', tier: '', reference: '' };

/**
 * A queue's filters: status, currency, customer id and a range of days (the card queue: status
 * and customer; the certification queue: status, tier and customer; the deposit queue also a
 * bank transfer's reference code, as the bank statement's remark shows it).
 */
export function QueueFilters({ kind, initial, onApply }: { kind: QueueKind; initial: Filters; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('admin');
  const { t: tAccount } = useTranslation('account');
  const form = useForm({
    initialValues: { ...EMPTY, ...initial },
    validate: {
      userId: (v) => (v === '' || /^[1-9]\d{0,9}$/.test(v) ? null : t('admin.queues.userIdFormat')),
      currency: (v) => (v === '' || /^[A-Za-z]{2,10}$/.test(v) ? null : t('admin.queues.currencyFormat')),
      reference: (v) => (v.trim() === '' || isBankReference(normalizeBankReference(v)) ? null : t('depositReference.filterFormat')),
    },
  });
  const byDate = kind !== 'card-changes' && kind !== 'kyc';
  const byTier = kind === 'kyc';
  const byReference = kind === 'deposits';
  const cleaned = (v: Required<Filters>) =>
    Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        k === 'currency' ? x.trim().toUpperCase() : k === 'reference' && x.trim() ? normalizeBankReference(x) : x.trim(),
      ]),
    ) as Filters;
  return (
    <form noValidate onSubmit={form.onSubmit((v) => onApply(cleaned(v)))} data-testid="queue-filters">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          w={160}
          label={t('admin.queues.status')}
          data={[
            { value: '', label: t('admin.queues.anyStatus') },
            ...QUEUE_STATUSES[kind].map((s) => ({ value: s, label: t(`admin.queues.statuses.${s}`) })),
          ]}
          {...form.getInputProps('status')}
          data-testid="queue-filter-status"
        />
        {byDate && (
          <TextInput
            w={110}
            label={t('admin.queues.currency')}
            placeholder="USDT"
            {...form.getInputProps('currency')}
            data-testid="queue-filter-currency"
          />
        )}
        {byTier && (
          <NativeSelect
            w={210}
            label={t('admin.queues.tier')}
            data={[
              { value: '', label: t('admin.queues.anyTier') },
              { value: 'junior', label: tAccount('kyc.junior.title') },
              { value: 'advanced', label: tAccount('kyc.advanced.title') },
            ]}
            {...form.getInputProps('tier')}
            data-testid="queue-filter-tier"
          />
        )}
        <TextInput w={120} label={t('admin.queues.userId')} {...form.getInputProps('userId')} data-testid="queue-filter-user" />
        {byReference && (
          <TextInput
            w={140}
            label={t('depositReference.filter')}
            placeholder="TP…"
            autoComplete="off"
            maxLength={40}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('reference')}
            data-testid="queue-filter-reference"
          />
        )}
        {byDate && (
          <>
            <TextInput w={150} type="date" label={t('admin.queues.from')} {...form.getInputProps('from')} data-testid="queue-filter-from" />
            <TextInput w={150} type="date" label={t('admin.queues.to')} {...form.getInputProps('to')} data-testid="queue-filter-to" />
          </>
        )}
        <FilterButtons
          testId="queue-filter"
          onClear={() => {
            form.setValues(EMPTY);
            onApply({});
          }}
        />
      </Group>
    </form>
  );
}
