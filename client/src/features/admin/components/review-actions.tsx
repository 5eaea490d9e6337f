import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { useReview } from '../api/review-queue-item';
import type { QueueKind } from '../queue-types';

/** What an approval did, as the staff member is told: a success, or (waiting for someone else) a notice. */
export type Approved = { kind: 'success' | 'info'; message: string };

/**
 * Approve, or reject with a reason (required), one request of a queue; `onDone` after either.
 * Without `approveLabel` only rejecting is offered (a crypto claim, credited by recording its
 * transfer: `extra` holds that way).
 * The toast says what the server answered happened (`approved`: a withdrawal above the
 * approval threshold is only proposed, not paid); by default the approval took effect.
 */
export function ReviewActions({
  kind,
  id,
  approveLabel,
  approved,
  onDone,
  extra,
}: {
  kind: QueueKind;
  id: number;
  approveLabel?: string;
  approved?: (answer: unknown) => Approved;
  onDone: () => void;
  /** Another action beside reject (and approve). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const review = useReview(kind, id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = (message: string, as: Approved['kind'] = 'success') => {
    toast[as](message);
    onDone();
  };
  if (rejecting) {
    return (
      <Stack gap="xs">
        <Textarea
          label={t('admin.queues.reason')}
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          data-testid="review-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRejecting(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={review.isPending}
            onClick={() => {
              if (!reason.trim()) return setError(t('admin.queues.reasonRequired'));
              review.mutate({ decision: 'reject', reason: reason.trim() }, { onSuccess: () => done(t('admin.queues.rejected')) });
            }}
            data-testid="review-reject-confirm"
          >
            {t('admin.queues.reject')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group justify="flex-end">
      <Button variant="light" color="red" onClick={() => setRejecting(true)} data-testid="review-reject">
        {t('admin.queues.reject')}
      </Button>
      {extra}
      {approveLabel !== undefined && (
        <Button
          color="green"
          loading={review.isPending}
          onClick={() =>
            review.mutate(
              { decision: 'approve' },
              {
                onSuccess: (answer) => {
                  const said = approved?.(answer) ?? { kind: 'success', message: t('admin.queues.approved') };
                  done(said.message, said.kind);
                },
              },
            )
          }
          data-testid="review-approve"
        >
          {approveLabel}
        </Button>
      )}
    </Group>
  );
}
