import { Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ProposalFormEnd } from './proposal-form-end';
import { useTranslation } from 'react-i18next';
import type { ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { usePropose } from '../api/propose';

/**
 * A customer's new credit score (shown to them, never a gate on money), proposed for approval
 * with its reason (the customer reads it). With `userId` (the customer's page) only the score
 * and the reason are asked.
 */
export function CreditScoreForm({
  onProposed,
  userId,
  score = 100,
}: {
  onProposed: (p: ProposalView) => void;
  userId?: number;
  score?: number;
}) {
  const { t } = useTranslation('admin');
  const propose = usePropose();
  const form = useForm({
    initialValues: { userId: (userId ?? '') as number | string, score: score as number | string, reason: '' },
    validate: {
      userId: (v) => (typeof v === 'number' && v >= 1 ? null : t('admin.adjustments.userIdRequired')),
      score: (v) => (typeof v === 'number' && v >= 0 && v <= 1000 ? null : t('admin.adjustments.scoreRange')),
      reason: (v) => (v.trim() ? null : t('admin.approvals.reasonRequired')),
    },
  });
  const submit = form.onSubmit((v) =>
    propose.mutate(
      { kind: 'credit-score', payload: { userId: Number(v.userId), score: Number(v.score) }, reason: v.reason.trim() },
      {
        onSuccess: (p) => {
          form.reset();
          if (userId !== undefined) form.setFieldValue('userId', userId);
          onProposed(p);
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} data-testid="credit-score-form">
      <Stack gap="sm">
        <Group grow align="flex-start">
          {userId === undefined && (
            <NumberInput
              label={t('admin.adjustments.userId')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('userId')}
              data-testid="credit-user"
            />
          )}
          <NumberInput
            label={t('admin.adjustments.score')}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('score')}
            data-testid="credit-score"
          />
        </Group>
        <ProposalFormEnd reason={form.getInputProps('reason')} pending={propose.isPending} testId="credit" />
      </Stack>
    </form>
  );
}
