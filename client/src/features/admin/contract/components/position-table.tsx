import { walletModeKey } from '../../../../lib/trading/wallet-mode.ts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTRACT_CURRENCY } from '../../../../../../shared/contract.ts';
import type { AdminPosition } from '../../../../../../shared/schemas/admin-contract.ts';
import { useFormat } from '../../../../lib/format';
import { PositionSide, PositionStatus, SignedAmount } from './position-badges';

/** The price that matters now: the limit while pending, the mark while open, the close price after. */
const priceOf = (p: AdminPosition) => (p.status === 'pending' ? p.limitPrice : (p.closePrice ?? p.markPrice));
/** Unrealised P/L while open, realised once closed. */
const pnlOf = (p: AdminPosition) => (p.status === 'holding' || p.status === 'locked' ? p.unrealizedPnl : p.realizedPnl);

/** One page of positions; a row opens its detail. */
export function PositionTable({ positions, onOpen }: { positions: AdminPosition[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const th = (key: 'user' | 'product' | 'status' | 'lots' | 'entryPrice' | 'margin' | 'price' | 'pnl' | 'createdAt', unit?: string) => (
    <Table.Th>
      {t(`admin.contract.${key}`)}
      {unit && (
        <Text fz="xs" c="dimmed" fw={400}>
          {unit}
        </Text>
      )}
    </Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover fz="sm" horizontalSpacing={8} data-testid="position-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            {th('user')}
            {th('product')}
            {th('status')}
            {th('lots')}
            {th('entryPrice')}
            {th('margin', CONTRACT_CURRENCY)}
            {th('price')}
            {th('pnl', CONTRACT_CURRENCY)}
            {th('createdAt')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positions.map((p) => (
            <Table.Tr
              key={p.id}
              onClick={() => onOpen(p.id)}
              style={{ cursor: 'pointer' }}
              data-testid="position-row"
              data-id={p.id}
              data-status={p.status}
            >
              <Table.Td>{p.id}</Table.Td>
              <Table.Td maw={170} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                #{p.userId}
                <Text fz="xs" c="dimmed" truncate>
                  {p.account ?? t('admin.contract.visitor')}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm" fw={600}>
                  {p.symbol}
                </Text>
                <Text fz="xs">
                  <PositionSide side={p.side} /> {p.leverage}× · {t(`admin.contract.modes.${walletModeKey(p.mode)}`)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <PositionStatus status={p.status} />
              </Table.Td>
              <Table.Td>{p.lots}</Table.Td>
              <Table.Td>{p.entryPrice ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.margin}</Table.Td>
              <Table.Td>{priceOf(p) ?? '—'}</Table.Td>
              <Table.Td>
                <SignedAmount value={pnlOf(p)} />
              </Table.Td>
              <Table.Td miw={110}>{dateTime(new Date(p.createdAt).toISOString())}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
