import { Button, Group, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The end of every proposal form: the reason the approver reads, and the submit button. */
export function ProposalFormEnd({ reason, pending, testId }: { reason: GetInputPropsReturnType; pending: boolean; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Textarea
        label={t('admin.approvals.reason')}
        description={t('admin.approvals.reasonHint')}
        autosize
        minRows={2}
        maxLength={500}
        {...reason}
        data-testid={`${testId}-reason`}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={pending} data-testid={`${testId}-submit`}>
          {t('admin.adjustments.submit')}
        </Button>
      </Group>
    </>
  );
}
