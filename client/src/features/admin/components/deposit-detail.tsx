import { Divider, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useQueueItem } from '../api/get-queue-item';
import { ProofImage } from './proof-image';
import { RequestHeader } from './queue-page';
import { ReviewActions } from './review-actions';

/**
 * One deposit: who, how much, a bank transfer's reference code (large: staff compare it with the
 * bank statement's remark), the remitter's details, the proof; approve (credit) or reject.
 */
export function DepositDetail({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { moneyCode } = useFormat();
  const item = useQueueItem('deposits', id);
  const d = item.data;
  return (
    <QueryState isPending={item.isPending} isError={item.isError} onRetry={() => void item.refetch()}>
      {d && (
        <Stack gap="sm" data-testid="deposit-detail">
          <RequestHeader kind="deposits" status={d.status} customer={d.customer} createdAt={d.createdAt} />
          <DetailRow label={t('admin.queues.amount')} testId="deposit-amount">
            {moneyCode(d.amount, d.currency)}
          </DetailRow>
          <DetailRow label={t('admin.queues.channel')}>{t(`admin.queues.channels.${d.channel}`)}</DetailRow>
          {d.channel === 'offline' ? (
            <>
              <Paper radius="md" p="sm" bg="var(--mantine-primary-color-light)" data-testid="deposit-reference-box">
                <Text fz="xs" c="dimmed">
                  {t('depositReference.detailTitle')}
                </Text>
                {d.reference ? (
                  <>
                    <Text fz={24} fw={700} ff="monospace" style={{ letterSpacing: '0.08em' }} data-testid="deposit-reference">
                      {d.reference}
                    </Text>
                    <Text fz="sm">{t('depositReference.matchHint')}</Text>
                  </>
                ) : (
                  <Text fz="sm" data-testid="deposit-reference-none">
                    {t('depositReference.none')}
                  </Text>
                )}
              </Paper>
              <DetailRow label={t('admin.queues.remitterName')}>{d.remitterName}</DetailRow>
              <DetailRow label={t('admin.queues.remitterCard')}>{d.remitterCard}</DetailRow>
              <DetailRow label={t('admin.queues.remitterAddress')}>{d.remitterAddress || '—'}</DetailRow>
            </>
          ) : (
            <>
              <DetailRow label={t('admin.queues.chain')}>{d.chain}</DetailRow>
              <DetailRow label={t('admin.queues.txHash')}>{d.txHash || '—'}</DetailRow>
            </>
          )}
          {d.rejectReason && <DetailRow label={t('admin.queues.reason')}>{d.rejectReason}</DetailRow>}
          <Divider label={t('admin.queues.proof')} labelPosition="left" />
          <ProofImage uploadId={d.proofUploadId} />
          <Text fz="xs" c="dimmed">
            {t('admin.queues.proofAudited')}
          </Text>
          {d.status === 'reviewing' && (
            <ReviewActions kind="deposits" id={d.id} approveLabel={t('admin.queues.approveCredit')} onDone={onDone} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
