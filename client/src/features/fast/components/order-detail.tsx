import { Badge, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { SettlementProof } from '../../../components/settlement-proof';
import { useFormat } from '../../../lib/format';
import { useFastOrder } from '../api/get-order';
import type { FastOrder } from '../types';
import { DurationText } from './countdown';

/**
 * The settlement proof: entry price and time, exit price and time, the commitment of the market
 * period that drew them (docs/decisions/015-market-commit-reveal.md), result and payout.
 */
export function OrderDetail({ order, onClose }: { order: FastOrder | null; onClose: () => void }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const time = (ms: number | null) => (ms ? new Date(ms).toLocaleString(fmt.locale) : '—');
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('fast.detail')} centered>
      {order && (
        <Stack gap="xs" data-testid={`fast-detail-${order.id}`}>
          <DetailRow label={t('fast.product')}>{order.symbol}</DetailRow>
          <DetailRow label={t('fast.direction')}>
            <Badge color={order.direction === 'up' ? 'green' : 'red'}>
              {order.direction === 'up' ? t('fast.dirUp') : t('fast.dirDown')}
            </Badge>
          </DetailRow>
          <DetailRow label={t('fast.amount')}>
            {fmt.money(order.amount, order.currency)} {order.currency}
          </DetailRow>
          <DetailRow label={t('fast.duration')}>
            <DurationText seconds={order.durationSec} />
          </DetailRow>
          <DetailRow label={t('fast.mode')}>{order.mode === 'demo' ? t('fast.modeDemo') : t('fast.modeReal')}</DetailRow>
          <Text fw={600} size="sm" mt="xs">
            {t('fast.proof')}
          </Text>
          <DetailRow label={t('fast.entryPrice')} testId="fast-detail-entry-price">
            {fmt.decimal(order.entryPrice)}
          </DetailRow>
          <DetailRow label={t('fast.entryTime')}>{time(order.entryTime)}</DetailRow>
          <DetailRow label={t('fast.exitPrice')} testId="fast-detail-exit-price">
            {order.exitPrice ? fmt.decimal(order.exitPrice) : '—'}
          </DetailRow>
          <DetailRow label={t('fast.exitTime')}>{time(order.exitTime)}</DetailRow>
          {order.entryCommitment && order.entryPeriodStart !== null && (
            <SettlementProof
              periodStart={order.entryPeriodStart}
              commitment={order.entryCommitment}
              // one proof when entry and exit fall in the same period, else one each
              label={order.exitPeriodStart !== null && order.exitPeriodStart !== order.entryPeriodStart ? t('proof.entry') : undefined}
              testId="fast-detail-proof"
            />
          )}
          {order.exitCommitment && order.exitPeriodStart !== null && order.exitPeriodStart !== order.entryPeriodStart && (
            <SettlementProof
              periodStart={order.exitPeriodStart}
              commitment={order.exitCommitment}
              label={t('proof.exit')}
              testId="fast-detail-exit-proof"
            />
          )}
          {order.result && <DetailRow label={t('fast.result')}>{t(`fast.${order.result}`)}</DetailRow>}
          {order.payout !== null && <DetailRow label={t('fast.payout')}>{fmt.money(order.payout, order.currency)}</DetailRow>}
          {order.profit !== null && (
            <DetailRow label={t('fast.profit')}>{fmt.money(order.profit, order.currency, { signed: true })}</DetailRow>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** The detail of an order known by its id (e.g. from the trade history): read, then shown as above. */
export function OrderDetailById({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data } = useFastOrder(id);
  return <OrderDetail order={id !== null && data?.id === id ? data : null} onClose={onClose} />;
}
