import { Alert, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useQueueItem } from '../api/get-queue-item';
import { RequestHeader } from './queue-page';
import type { WithdrawalApproval } from '../../../../../shared/schemas/approvals.ts';
import { type Approved, ReviewActions } from './review-actions';

/** How the customer confirmed a withdrawal (decision 089): "" before confirmation codes. */
const CONFIRMED_WITH = {
  '': 'withdrawalConfirmation.none',
  authenticator: 'withdrawalConfirmation.authenticator',
  'recovery-code': 'withdrawalConfirmation.recoveryCode',
  email: 'withdrawalConfirmation.email',
  sms: 'withdrawalConfirmation.sms',
} as const;

/**
 * One withdrawal: the amount against the limits and fee, the 24-hour bar, where to pay, how the
 * customer confirmed it and whether their address allow-list was on; pay or reject (thaw).
 */
export function WithdrawalDetail({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { moneyCode, dateTime, ratePercent } = useFormat();
  const item = useQueueItem('withdrawals', id);
  const w = item.data;
  return (
    <QueryState isPending={item.isPending} isError={item.isError} onRetry={() => void item.refetch()}>
      {w && (
        <Stack gap="sm" data-testid="withdrawal-detail">
          <RequestHeader kind="withdrawals" status={w.status} customer={w.customer} createdAt={w.createdAt} />
          <Divider label={t('admin.queues.amountAndLimits')} labelPosition="left" />
          <DetailRow label={t('admin.queues.amount')}>{moneyCode(w.amount, w.currency)}</DetailRow>
          <DetailRow label={t('admin.queues.fee', { rate: ratePercent(w.limits.feeRate) })}>{moneyCode(w.fee, w.currency)}</DetailRow>
          <DetailRow label={t('admin.queues.arrival')}>{moneyCode(w.arrival, w.currency)}</DetailRow>
          <DetailRow label={t('admin.queues.limits')}>
            {moneyCode(w.limits.min, w.currency)} – {w.limits.max === null ? t('admin.queues.noMax') : moneyCode(w.limits.max, w.currency)}
          </DetailRow>
          <DetailRow label={t('admin.queues.balances')}>
            {t('admin.queues.availableFrozen', {
              available: moneyCode(w.limits.available, w.currency),
              frozen: moneyCode(w.limits.frozen, w.currency),
            })}
          </DetailRow>
          {w.overLimit && (
            <Alert color="yellow" variant="light" p="xs" data-testid="withdrawal-over-limit">
              {t('admin.queues.overTierLimit')}
            </Alert>
          )}
          <Divider label={t('admin.queues.bar')} labelPosition="left" />
          <DetailRow label={t('admin.queues.passwordChangedAt')} testId="withdrawal-password-changed">
            {w.bar.passwordChangedAt ? dateTime(w.bar.passwordChangedAt) : t('admin.queues.never')}
          </DetailRow>
          <DetailRow label={t('admin.queues.barredUntil')}>{w.bar.barredUntil ? dateTime(w.bar.barredUntil) : '—'}</DetailRow>
          {w.bar.barredAtRequest && (
            <Alert color="red" variant="light" p="xs">
              {t('admin.queues.barredAtRequest')}
            </Alert>
          )}
          <Divider label={t('admin.queues.payTo')} labelPosition="left" />
          {w.payTo === null ? (
            <Alert color="orange" variant="light" p="xs" data-testid="withdrawal-pay-to-missing">
              {t('admin.queues.cardChanged', { destination: w.destination })}
            </Alert>
          ) : w.payTo.kind === 'bank' ? (
            <>
              <DetailRow label={t('admin.queues.holder')}>{w.payTo.holder}</DetailRow>
              <DetailRow label={t('admin.queues.cardNumber')} ff="monospace" testId="withdrawal-card">
                {w.payTo.number}
              </DetailRow>
              <DetailRow label={t('admin.queues.bank')}>
                {w.payTo.bankName}, {w.payTo.bankAddress}
              </DetailRow>
            </>
          ) : (
            <>
              <DetailRow label={t('admin.queues.chain')}>{w.payTo.chain}</DetailRow>
              <DetailRow label={t('admin.queues.address')} ff="monospace" testId="withdrawal-address">
                {w.payTo.address}
              </DetailRow>
            </>
          )}
          <Divider label={t('withdrawalConfirmation.section')} labelPosition="left" />
          <DetailRow label={t('withdrawalConfirmation.confirmedWith')} testId="withdrawal-confirmed-with" value={w.confirmedWith}>
            {t(CONFIRMED_WITH[w.confirmedWith])}
          </DetailRow>
          <DetailRow label={t('withdrawalConfirmation.allowList')} testId="withdrawal-allow-list" value={String(w.allowList)}>
            {w.allowList ? t('withdrawalConfirmation.allowListOn') : t('withdrawalConfirmation.allowListOff')}
          </DetailRow>
          {w.rejectReason && <DetailRow label={t('admin.queues.reason')}>{w.rejectReason}</DetailRow>}
          {w.status === 'processing' && (
            <ReviewActions
              kind="withdrawals"
              id={w.id}
              approveLabel={t('admin.queues.approvePay')}
              approved={(answer): Approved => {
                // paid, or (above the approval threshold or the tier's limit) only proposed
                const a = answer as WithdrawalApproval;
                return a.outcome === 'proposed'
                  ? { kind: 'info', message: t('admin.queues.awaitingSecond', { id: a.proposalId }) }
                  : { kind: 'success', message: t('admin.queues.paid') };
              }}
              onDone={onDone}
            />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
