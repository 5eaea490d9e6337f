import { Badge, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { grossShown } from '../../../../../shared/money.ts';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { SettlementProof } from '../../../components/settlement-proof';
import { useFormat } from '../../../lib/format';
import { usePosition } from '../api/get-position';
import { SIDE_COLOR } from '../side';
import { pnlColor } from '../pnl';
import type { ContractPositionDetail } from '../types';

type Event = ContractPositionDetail['events'][number];

/** The distinct market periods of the events' ticks, each with its first event there. */
function periodsOf(events: Event[]) {
  const seen = new Map<number, { periodStart: number; commitment: string; tickTime: number | null }>();
  for (const e of events) {
    if (e.periodStart !== null && e.commitment !== null && !seen.has(e.periodStart)) {
      seen.set(e.periodStart, { periodStart: e.periodStart, commitment: e.commitment, tickTime: e.tickTime });
    }
  }
  return [...seen.values()];
}

/**
 * Everything about one position: its fields, and every event (fill, add, close, fee, overnight
 * charge, revoke) with the recorded tick's price and time and the close reason (the fairness
 * record of issue 15 point 8). Desktop: a drawer on the right; mobile: from the bottom.
 */
export function PositionDetail({ id, onClose, compact }: { id: number | null; onClose: () => void; compact: boolean }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const { data: p, isPending } = usePosition(id);
  const time = (ms: number | null) => (ms ? fmt.dateTime(new Date(ms).toISOString()) : '—');
  const seconds = (ms: number | null) => (ms ? new Date(ms).toLocaleTimeString(fmt.locale, { hour12: false }) : '—');
  const price = (v: string | null) => (v ? fmt.decimal(v) : '—');
  const money = (v: string | null, signed = false) => (v && p ? `${fmt.money(v, p.currency, { signed })} ${p.currency}` : '—');
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position={compact ? 'bottom' : 'right'}
      size={compact ? '85%' : 'lg'}
      // above the customer-service dock on the right edge (z-index 300), which would cover its values
      zIndex={400}
      title={t('contract.detailTitle', { id: id ?? '' })}
    >
      {isPending || !p ? (
        <Loader m="md" />
      ) : (
        <Stack gap="xs" data-testid={`contract-detail-${p.id}`}>
          <Group gap={6}>
            <Text fw={700}>{p.symbol}</Text>
            <Badge color={SIDE_COLOR[p.side]}>
              {t(`contract.side.${p.side}`)} {p.leverage}×
            </Badge>
            <Badge variant="light">{t(`contract.status.${p.status}`)}</Badge>
            <Badge variant="outline">{p.mode === 'demo' ? t('fast.modeDemo') : t('fast.modeReal')}</Badge>
            {p.copiedFrom && (
              <Badge variant="light" color="grape" tt="none" data-testid="contract-detail-copied">
                {t('contract.copiedFrom', { name: p.copiedFrom })}
              </Badge>
            )}
          </Group>
          <DetailRow label={t('contract.orderType')}>{t(`contract.${p.orderType}`)}</DetailRow>
          {p.limitPrice && <DetailRow label={t('contract.limitPrice')}>{price(p.limitPrice)}</DetailRow>}
          <DetailRow label={t('contract.lots')}>{p.lots}</DetailRow>
          <DetailRow label={t('contract.entryPrice')}>{price(p.entryPrice)}</DetailRow>
          <DetailRow label={t('contract.markPrice')}>{price(p.markPrice)}</DetailRow>
          <DetailRow label={t('contract.liqPrice')}>{price(p.liquidationPrice)}</DetailRow>
          <DetailRow label={t('contract.stopLoss')}>{price(p.stopLoss)}</DetailRow>
          <DetailRow label={t('contract.takeProfit')}>{price(p.takeProfit)}</DetailRow>
          <DetailRow label={t('contract.margin')}>{money(p.margin)}</DetailRow>
          <DetailRow label={t('contract.marginRatio')}>{p.marginRatio ? fmt.percent(p.marginRatio, false) : '—'}</DetailRow>
          <DetailRow label={t('contract.unrealizedPnl')} c={pnlColor(p.unrealizedPnl)}>
            {money(p.unrealizedPnl, true)}
          </DetailRow>
          <DetailRow label={t('contract.openFee')}>{money(p.openFee)}</DetailRow>
          <DetailRow label={t('contract.closeFee')}>{money(p.closeFee)}</DetailRow>
          <DetailRow label={t('contract.overnightFees')}>{money(p.overnightFees)}</DetailRow>
          <DetailRow label={t('contract.closePrice')}>{price(p.closePrice)}</DetailRow>
          <DetailRow label={t('contract.grossPnl')} c={pnlColor(p.realizedPnl)} testId="contract-detail-realized">
            {money(p.netPnl !== null && p.fees !== null ? grossShown(p.netPnl, p.fees, p.currency) : p.realizedPnl, true)}
          </DetailRow>
          <DetailRow label={t('contract.fees')} testId="contract-detail-fees">
            {money(p.fees)}
          </DetailRow>
          <DetailRow label={t('contract.netPnl')} c={pnlColor(p.netPnl)} testId="contract-detail-net">
            {money(p.netPnl, true)}
          </DetailRow>
          <DetailRow label={t('contract.closeReason')} testId="contract-detail-reason">
            {p.closeReason ? t(`contract.reason.${p.closeReason}`) : '—'}
          </DetailRow>
          {p.lockedWith !== null && <DetailRow label={t('contract.lockedWith')}>#{p.lockedWith}</DetailRow>}
          {p.followOf !== null && <DetailRow label={t('contract.followOf')}>#{p.followOf}</DetailRow>}
          <DetailRow label={t('contract.createdAt')}>{time(p.createdAt)}</DetailRow>
          <DetailRow label={t('contract.openedAt')}>{time(p.openedAt)}</DetailRow>
          <DetailRow label={t('contract.closedAt')}>{time(p.closedAt)}</DetailRow>
          <Text fw={600} size="sm" mt="sm">
            {t('contract.events')}
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table striped fz="xs" data-testid="contract-detail-events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contract.event')}</Table.Th>
                  <Table.Th ta="right">{t('contract.lots')}</Table.Th>
                  <Table.Th ta="right">{t('contract.tickPrice')}</Table.Th>
                  <Table.Th>{t('contract.tickTime')}</Table.Th>
                  <Table.Th ta="right">{t('contract.amount')}</Table.Th>
                  <Table.Th>{t('contract.closeReason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.events.map((e, i) => (
                  // events have no id of their own; their order is the record's
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={i} data-testid={`contract-event-${e.kind}`}>
                    <Table.Td>{t(`contract.eventKind.${e.kind}`)}</Table.Td>
                    <Table.Td ta="right">{e.lots ?? '—'}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {price(e.price)}
                    </Table.Td>
                    <Table.Td>{seconds(e.tickTime)}</Table.Td>
                    <Table.Td ta="right" ff="monospace" c={pnlColor(e.amount)}>
                      {fmt.money(e.amount, p.currency, { signed: true })}
                    </Table.Td>
                    <Table.Td>{e.reason ? t(`contract.reason.${e.reason}`) : ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* the market periods that drew the ticks used, each with its proof (decision 073) */}
          {periodsOf(p.events).map((e) => (
            <SettlementProof
              key={e.periodStart}
              periodStart={e.periodStart}
              commitment={e.commitment}
              label={t('proof.ofTick', { time: seconds(e.tickTime) })}
              testId={`contract-proof-${e.periodStart}`}
            />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
