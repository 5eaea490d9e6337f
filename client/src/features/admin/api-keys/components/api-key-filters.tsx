import { Group, NativeSelect } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ApiKeyFilters as Filters } from '../../api/keys';
import { CustomerFilter } from '../../components/customer-filter';
import { FilterButtons } from '../../components/filter-buttons';

const EMPTY = { status: '', user: '' };

/** The keys list's filters: status (active or revoked) and, unless the list is one customer's, the customer. */
export function ApiKeyFilters({ customer, onApply }: { customer: boolean; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('admin');
  const form = useForm({ initialValues: EMPTY });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => onApply({ status: v.status, user: v.user.trim() }))} data-testid="api-keys-filters">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          w={150}
          label={t('apiKeysAdmin.status')}
          data={[
            { value: '', label: t('apiKeysAdmin.all') },
            ...(['active', 'revoked'] as const).map((s) => ({ value: s, label: t(`apiKeysAdmin.statuses.${s}`) })),
          ]}
          {...form.getInputProps('status')}
          data-testid="api-keys-filter-status"
        />
        {customer && <CustomerFilter input={form.getInputProps('user')} testId="api-keys-filter-user" />}
        <FilterButtons
          testId="api-keys-filter"
          onClear={() => {
            form.setValues(EMPTY);
            onApply({});
          }}
        />
      </Group>
    </form>
  );
}
