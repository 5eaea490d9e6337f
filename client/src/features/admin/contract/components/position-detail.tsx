import { walletModeKey } from '../../../../lib/trading/wallet-mode.ts';
import { Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPositionDetail } from '../../../../../../shared/schemas/admin-contract.ts';
import { DetailRow } from '../../../../components/detail-row';
import { QueryState } from '../../../../components/query-state';
import { useFormat } from '../../../../lib/format';
import { useContractPosition } from '../api/get-contract-position';
import { Holder } from '../../components/customer-filter';
import { PositionSide, PositionStatus, SignedAmount } from './position-badges';

type Field =
  | 'user'
  | 'orderType'
  | 'lots'
  | 'limitPrice'
  | 'entryPrice'
  | 'margin'
  | 'stopLoss'
  | 'takeProfit'
  | 'liquidationPrice'
  | 'marginRatio'
  | 'price'
  | 'unrealizedPnl'
  | 'closeReason'
  | 'realizedPnl'
  | 'openFee'
  | 'closeFee'
  | 'overnightFees'
  | 'lockedWith'
  | 'followOf'
  | 'createdAt'
  | 'openedAt'
  | 'closedAt';

function Fields({ rows }: { rows: [Field, ReactNode][] }) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={2} spacing="lg" verticalSpacing={6}>
      {rows.map(([key, value]) => (
        <DetailRow key={key} label={t(`admin.contract.${key}`)} testId={`position-${key}`}>
          {value ?? '—'}
        </DetailRow>
      ))}
    </SimpleGrid>
  );
}

function Detail({ p }: { p: AdminPositionDetail }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const time = (ms: number | null) => (ms === null ? null : dateTime(new Date(ms).toISOString()));
  const money = (v: string | null) => <SignedAmount value={v} currency={p.currency} />;
  return (
    <Stack gap="md" data-testid="position-detail" data-id={p.id}>
      <Group gap="xs">
        <PositionStatus status={p.status} />
        <Text fw={600}>
          {p.symbol} · <PositionSide side={p.side} /> {p.leverage}× · {t(`admin.contract.modes.${walletModeKey(p.mode)}`)}
        </Text>
      </Group>
      <Fields
        rows={[
          ['user', <Holder key="u" userId={p.userId} account={p.account} />],
          ['orderType', t(`admin.contract.orderTypes.${p.orderType}`)],
          ['lots', p.lots],
          ['limitPrice', p.limitPrice],
          ['entryPrice', p.entryPrice],
          ['margin', `${p.margin} ${p.currency}`],
          ['stopLoss', p.stopLoss],
          ['takeProfit', p.takeProfit],
          ['liquidationPrice', p.liquidationPrice],
          ['marginRatio', p.marginRatio === null ? null : `${p.marginRatio} %`],
          ['price', p.closePrice ?? p.markPrice],
          ['unrealizedPnl', money(p.unrealizedPnl)],
          ['closeReason', p.closeReason === null ? null : t(`admin.contract.reasons.${p.closeReason}`)],
          ['realizedPnl', money(p.realizedPnl)],
          ['openFee', `${p.openFee} ${p.currency}`],
          ['closeFee', p.closeFee === null ? null : `${p.closeFee} ${p.currency}`],
          ['overnightFees', `${p.overnightFees} ${p.currency}`],
          ['lockedWith', p.lockedWith === null ? null : `#${p.lockedWith}`],
          ['followOf', p.followOf === null ? null : `#${p.followOf}`],
          ['createdAt', time(p.createdAt)],
          ['openedAt', time(p.openedAt)],
          ['closedAt', time(p.closedAt)],
        ]}
      />
      <Divider />
      <Title order={5}>{t('admin.contract.terms')}</Title>
      <SimpleGrid cols={2} spacing="lg" verticalSpacing={6} data-testid="position-terms">
        {(['contractSize', 'spread', 'feeRate', 'maintenanceRate', 'overnightRate'] as const).map((k) => (
          <DetailRow key={k} label={t(`admin.approvals.fields.${k}`)}>
            {p.terms[k]}
          </DetailRow>
        ))}
      </SimpleGrid>
      <Divider />
      <Title order={5}>{t('admin.contract.events')}</Title>
      <Table withTableBorder fz="xs" data-testid="position-events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.contract.event')}</Table.Th>
            <Table.Th>{t('admin.contract.lots')}</Table.Th>
            <Table.Th>{t('admin.contract.price')}</Table.Th>
            <Table.Th>{t('admin.contract.tickTime')}</Table.Th>
            <Table.Th>{t('admin.contract.amount')}</Table.Th>
            <Table.Th>{t('admin.contract.reason')}</Table.Th>
            <Table.Th>{t('admin.contract.journal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.events.map((e, i) => (
            // (events are append-only and listed in order: the index is their identity here)
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={i} data-testid="position-event" data-kind={e.kind}>
              <Table.Td>{t(`admin.contract.eventKinds.${e.kind}`)}</Table.Td>
              <Table.Td>{e.lots ?? '—'}</Table.Td>
              <Table.Td>{e.price ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(e.tickTime) ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.amount}</Table.Td>
              <Table.Td>{e.reason === null ? '—' : t(`admin.contract.reasons.${e.reason}`)}</Table.Td>
              <Table.Td>{e.journalId ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A position in the drawer: its fields, the terms it was placed with and its events. Read only. */
export function PositionDetail({ id }: { id: number }) {
  const position = useContractPosition(id);
  return (
    <QueryState isPending={position.isPending} isError={position.isError} onRetry={() => void position.refetch()}>
      {position.data && <Detail p={position.data} />}
    </QueryState>
  );
}
