import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AuditFilters as Filters } from '../api/keys';
import { FilterButtons } from './filter-buttons';

const EMPTY: Required<Filters> = { staffId: '', action: '', targetType: '', targetId: '' };

/** Filters of the audit log: staff id, action (or its family, e.g. "staff"), target type and id. */
export function AuditFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('admin');
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      staffId: (v) => (v === '' || /^[1-9]\d{0,9}$/.test(v) ? null : t('admin.audit.staffIdFormat')),
      action: (v) => (v === '' || /^[a-z0-9._-]{1,64}$/.test(v) ? null : t('admin.audit.actionFormat')),
    },
  });
  const trimmed = (v: Required<Filters>) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim()])) as Filters;
  return (
    <form noValidate onSubmit={form.onSubmit((v) => onApply(trimmed(v)))} data-testid="audit-filters">
      <Group align="flex-end" gap="sm">
        <TextInput w={120} label={t('admin.audit.filterStaff')} {...form.getInputProps('staffId')} data-testid="audit-filter-staff" />
        <TextInput
          w={200}
          label={t('admin.audit.filterAction')}
          placeholder="staff.login"
          {...form.getInputProps('action')}
          data-testid="audit-filter-action"
        />
        <TextInput w={160} label={t('admin.audit.filterTargetType')} placeholder="deposit" {...form.getInputProps('targetType')} />
        <TextInput w={140} label={t('admin.audit.filterTargetId')} {...form.getInputProps('targetId')} />
        <FilterButtons
          testId="audit-filter"
          onClear={() => {
            form.setValues(EMPTY);
            onApply({});
          }}
        />
      </Group>
    </form>
  );
}
