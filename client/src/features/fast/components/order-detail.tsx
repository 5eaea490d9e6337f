import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { FastOrder } from '../types';
import { DurationText } from './countdown';

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/**
 * The settlement proof: entry price and time, exit price and time, the commitment of the market
 * period that drew them (docs/decisions/015-market-commit-reveal.md), result and payout.
 */
export function OrderDetail({ order, onClose }: { order: FastOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const time = (ms: number | null) => (ms ? new Date(ms).toLocaleString(fmt.locale) : '—');
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('fast.detail')} centered>
      {order && (
        <Stack gap="xs" data-testid={`fast-detail-${order.id}`}>
          <Row label={t('fast.product')} value={order.symbol} />
          <Row
            label={t('fast.direction')}
            value={
              <Badge color={order.direction === 'up' ? 'green' : 'red'}>
                {order.direction === 'up' ? t('fast.dirUp') : t('fast.dirDown')}
              </Badge>
            }
          />
          <Row label={t('fast.amount')} value={`${fmt.money(order.amount, order.currency)} ${order.currency}`} />
          <Row label={t('fast.duration')} value={<DurationText seconds={order.durationSec} />} />
          <Row label={t('fast.mode')} value={order.mode === 'demo' ? t('fast.modeDemo') : t('fast.modeReal')} />
          <Text fw={600} size="sm" mt="xs">
            {t('fast.proof')}
          </Text>
          <Row label={t('fast.entryPrice')} value={fmt.decimal(order.entryPrice)} testId="fast-detail-entry-price" />
          <Row label={t('fast.entryTime')} value={time(order.entryTime)} />
          <Row label={t('fast.exitPrice')} value={order.exitPrice ? fmt.decimal(order.exitPrice) : '—'} testId="fast-detail-exit-price" />
          <Row label={t('fast.exitTime')} value={time(order.exitTime)} />
          {order.entryCommitment && (
            <Row
              label={t('fast.commitment')}
              value={
                <Text
                  span
                  size="xs"
                  ff="monospace"
                  title={`${t('fast.commitmentHint')}\n${order.entryCommitment}`}
                  data-testid="fast-detail-commitment"
                >
                  {order.entryCommitment.slice(0, 16)}…
                  {order.exitCommitment && order.exitCommitment !== order.entryCommitment && ` / ${order.exitCommitment.slice(0, 16)}…`}
                </Text>
              }
            />
          )}
          {order.result && <Row label={t('fast.result')} value={t(`fast.${order.result}`)} />}
          {order.payout !== null && <Row label={t('fast.payout')} value={fmt.money(order.payout, order.currency)} />}
          {order.profit !== null && <Row label={t('fast.profit')} value={fmt.money(order.profit, order.currency, { signed: true })} />}
        </Stack>
      )}
    </Modal>
  );
}
