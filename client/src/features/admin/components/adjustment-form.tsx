import { Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ProposalFormEnd } from './proposal-form-end';
import { useTranslation } from 'react-i18next';
import type { ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { type AnyProposal, usePropose } from '../api/propose';

const AMOUNT = /^\d{1,20}(\.\d{1,18})?$/;
const CURRENCY = /^[A-Z]{2,10}$/;

/**
 * A manual balance adjustment (credit or debit of a customer's available balance) or a
 * promotional credit, proposed for a different staff member to approve.
 */
export function AdjustmentForm({ onProposed }: { onProposed: (p: ProposalView) => void }) {
  const { t } = useTranslation('admin');
  const propose = usePropose();
  const form = useForm({
    initialValues: {
      kind: 'balance-adjustment' as 'balance-adjustment' | 'promotion-grant',
      userId: '' as number | string,
      currency: 'USDT',
      mode: 'real' as 'real' | 'demo',
      direction: 'credit' as 'credit' | 'debit',
      amount: '',
      reason: '',
    },
    validate: {
      userId: (v) => (typeof v === 'number' && v >= 1 ? null : t('admin.adjustments.userIdRequired')),
      currency: (v) => (CURRENCY.test(v.trim().toUpperCase()) ? null : t('admin.adjustments.currencyFormat')),
      amount: (v) => (AMOUNT.test(v.trim()) && Number(v) > 0 ? null : t('admin.adjustments.amountFormat')),
      reason: (v) => (v.trim() ? null : t('admin.approvals.reasonRequired')),
    },
  });
  const v = form.values;
  const submit = form.onSubmit((values) => {
    const common = {
      userId: Number(values.userId),
      currency: values.currency.trim().toUpperCase(),
      mode: values.mode,
      amount: values.amount.trim(),
    };
    const proposal: AnyProposal =
      values.kind === 'balance-adjustment'
        ? { kind: 'balance-adjustment', payload: { ...common, direction: values.direction }, reason: values.reason.trim() }
        : { kind: 'promotion-grant', payload: common, reason: values.reason.trim() };
    propose.mutate(proposal, {
      onSuccess: (p) => {
        form.reset();
        onProposed(p);
      },
    });
  });
  return (
    <form noValidate onSubmit={submit} data-testid="adjustment-form">
      <Stack gap="sm">
        <SegmentedControl
          data={[
            { value: 'balance-adjustment', label: t('admin.approvals.kind.balance-adjustment') },
            { value: 'promotion-grant', label: t('admin.approvals.kind.promotion-grant') },
          ]}
          {...form.getInputProps('kind')}
          data-testid="adjustment-kind"
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('admin.adjustments.userId')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('userId')}
            data-testid="adjustment-user"
          />
          <TextInput label={t('admin.adjustments.currency')} {...form.getInputProps('currency')} data-testid="adjustment-currency" />
        </Group>
        <Group grow align="flex-start">
          <Stack gap={4}>
            <Text fz="sm" fw={500}>
              {t('admin.adjustments.modeLabel')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'real', label: t('admin.adjustments.mode.real') },
                { value: 'demo', label: t('admin.adjustments.mode.demo') },
              ]}
              {...form.getInputProps('mode')}
              data-testid="adjustment-mode"
            />
          </Stack>
          {v.kind === 'balance-adjustment' && (
            <Stack gap={4}>
              <Text fz="sm" fw={500}>
                {t('admin.adjustments.directionLabel')}
              </Text>
              <SegmentedControl
                data={[
                  { value: 'credit', label: t('admin.adjustments.credit') },
                  { value: 'debit', label: t('admin.adjustments.debit') },
                ]}
                color={v.direction === 'debit' ? 'red' : 'green'}
                {...form.getInputProps('direction')}
                data-testid="adjustment-direction"
              />
            </Stack>
          )}
        </Group>
        <TextInput
          label={t('admin.adjustments.amount')}
          inputMode="decimal"
          {...form.getInputProps('amount')}
          data-testid="adjustment-amount"
        />
        <ProposalFormEnd reason={form.getInputProps('reason')} pending={propose.isPending} testId="adjustment" />
      </Stack>
    </form>
  );
}
