import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ProposalDiff } from './proposal-diff';
import { ProposalFormEnd } from './proposal-form-end';
import { useTranslation } from 'react-i18next';
import type { FormKind, PayloadOf, ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { type AnyProposal, usePropose } from '../api/propose';
import type { SnapshotField } from './proposal-summary';

type Value = string | boolean;

/**
 * A settings change as a proposal: the current values to edit, a reason, and the payload
 * built from them. Nothing changes until a different staff member approves it.
 */
export function SettingsProposalForm<K extends FormKind>({
  kind,
  initial,
  payload,
  onProposed,
  hints = {},
  showChanges = false,
  columns = 1,
}: {
  kind: K;
  /** The fields shown, each with its current value (text or on/off). */
  initial: Record<string, Value>;
  payload: (values: Record<string, Value>) => PayloadOf<K>;
  onProposed: (p: ProposalView) => void;
  /** A line under a field saying what it takes. */
  hints?: Record<string, string>;
  /** Shows the values before → as typed, above the reason (the approver sees the server's). */
  showChanges?: boolean;
  /** Fields side by side (a long form in a drawer). */
  columns?: number;
}) {
  const { t } = useTranslation('admin');
  const propose = usePropose();
  const form = useForm({
    initialValues: { ...initial, reason: '' } as Record<string, Value>,
    validate: { reason: (v) => (typeof v === 'string' && v.trim() ? null : t('admin.approvals.reasonRequired')) },
  });
  const submit = form.onSubmit((values) => {
    const { reason, ...fields } = values;
    propose.mutate({ kind, payload: payload(fields), reason: String(reason).trim() } as AnyProposal, { onSuccess: onProposed });
  });
  return (
    <form noValidate onSubmit={submit} data-testid={`settings-form-${kind}`}>
      <Stack gap="sm">
        <SimpleGrid cols={columns} spacing="sm" verticalSpacing="sm">
          {Object.entries(initial).map(([name, value]) =>
            typeof value === 'boolean' ? (
              <Switch
                key={name}
                label={t(`admin.approvals.fields.${name as SnapshotField}`)}
                {...form.getInputProps(name, { type: 'checkbox' })}
                data-testid={`settings-${name}`}
              />
            ) : (
              <TextInput
                key={name}
                label={t(`admin.approvals.fields.${name as SnapshotField}`)}
                description={hints[name]}
                {...form.getInputProps(name)}
                data-testid={`settings-${name}`}
              />
            ),
          )}
        </SimpleGrid>
        {showChanges && (
          <ProposalDiff
            currency={null}
            before={initial}
            after={Object.fromEntries(Object.keys(initial).map((k) => [k, form.values[k] ?? null]))}
          />
        )}
        <ProposalFormEnd reason={form.getInputProps('reason')} pending={propose.isPending} testId="settings" />
      </Stack>
    </form>
  );
}
