import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { QueryState } from '../../../components/query-state';
import { useQueueItem } from '../api/get-queue-item';
import { RequestHeader } from './queue-page';
import { ReviewActions } from './review-actions';

type Card = { holder: string; number: string; bankName: string; bankAddress: string; currency: string };

function CardRows({ card, testId }: { card: Card; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <DetailRow label={t('admin.queues.holder')}>{card.holder}</DetailRow>
      <DetailRow label={t('admin.queues.cardNumber')} ff="monospace" testId={testId}>
        {card.number}
      </DetailRow>
      <DetailRow label={t('admin.queues.bank')}>
        {card.bankName}, {card.bankAddress}
      </DetailRow>
      <DetailRow label={t('admin.queues.currency')}>{card.currency}</DetailRow>
    </>
  );
}

/** A bank-card change request: the card bound now beside the requested one; approve (replace) or reject. */
export function CardChangeDetail({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const item = useQueueItem('card-changes', id);
  const c = item.data;
  return (
    <QueryState isPending={item.isPending} isError={item.isError} onRetry={() => void item.refetch()}>
      {c && (
        <Stack gap="sm" data-testid="card-change-detail">
          <RequestHeader kind="card-changes" status={c.status} customer={c.customer} createdAt={c.createdAt} />
          <Text fz="sm">{c.note || '—'}</Text>
          <Divider label={t('admin.queues.currentCard')} labelPosition="left" />
          {c.current ? <CardRows card={c.current} testId="card-current" /> : <Text c="dimmed">{t('admin.queues.noCard')}</Text>}
          <Divider label={t('admin.queues.requestedCard')} labelPosition="left" />
          <CardRows card={c} testId="card-requested" />
          {c.rejectReason && <DetailRow label={t('admin.queues.reason')}>{c.rejectReason}</DetailRow>}
          {c.status === 'pending' && (
            <ReviewActions kind="card-changes" id={c.id} approveLabel={t('admin.queues.approveReplace')} onDone={onDone} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
