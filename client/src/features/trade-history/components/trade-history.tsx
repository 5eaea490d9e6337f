import { walletModeKey } from '../../../lib/trading/wallet-mode.ts';
import { Badge, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOf, grossShown } from '../../../../../shared/money.ts';
import { ApiKeyBadge } from '../../../components/api-key-badge';
import { ExportButton } from '../../../components/export-button';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { downloadTradeHistory } from '../api/download-trade-history';
import { useTradeHistory } from '../api/get-trade-history';
import { TRADE_PAGE_SIZE, type TradeKind, type TradeRow } from '../types';
import { TradeDetail } from './trade-detail';
import { type FilterFields, filtersOf, NO_FILTERS, TradeHistoryFilters } from './trade-history-filters';

/** A profit in teal, a loss in red, nothing at zero (by the decimal's sign, never a float). */
const PNL_COLOR = { '-1': 'red', '0': undefined, '1': 'teal' } as const;

const STATUS_COLOR: Partial<Record<TradeRow['status'], string>> = {
  pending_settlement: 'yellow',
  pending: 'yellow',
  holding: 'blue',
  locked: 'grape',
  unfilled: 'yellow',
  partially_filled: 'blue',
  filled: 'teal',
  settled: 'teal',
  closed: 'teal',
  revoked: 'gray',
  cancelled: 'gray',
};

/**
 * The unified trade history: fast orders, contract positions and coin orders in one list with
 * its filters, pages and CSV export; `table` on desktop, `cards` on mobile. A row opens its detail:
 * the product's own (`detail`) or a drawer of the row's figures.
 */
export function TradeHistory({
  layout,
  detail,
}: {
  layout: 'table' | 'cards';
  /** The product's own detail of a row where one exists (composed by the page); otherwise the row's own drawer. */
  detail?: (row: TradeRow, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const [fields, setFields] = useState<FilterFields>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TradeRow | null>(null);
  const filters = filtersOf(fields);
  const query = useTradeHistory({ ...filters, page, pageSize: TRADE_PAGE_SIZE });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const compact = layout === 'cards';

  const time = (ms: number) => f.dateTime(new Date(ms).toISOString());
  // a contract position copy trading opened: whose position it copies (decision 103)
  const copied = (r: TradeRow) =>
    r.copiedFrom ? (
      <Badge
        size="xs"
        variant="light"
        color="grape"
        tt="none"
        maw={240}
        title={t('tradeHistory.copiedFrom', { name: r.copiedFrom })}
        data-testid={`trade-copied-${r.kind}-${r.id}`}
      >
        {t('tradeHistory.copiedFrom', { name: r.copiedFrom })}
      </Badge>
    ) : null;
  const size = (r: TradeRow) =>
    r.amount !== null && r.kind !== 'spot' ? f.moneyCode(r.amount, r.currency) : r.quantity !== null ? f.decimal(r.quantity) : '—';
  // a contract's profit is net of its fees: the P/L before them and the fees beside it
  const profit = (r: TradeRow) =>
    r.profit === null ? (
      '—'
    ) : (
      <>
        <Text span inherit c={PNL_COLOR[signOf(r.profit)]} data-testid="trade-profit" data-value={r.profit}>
          {f.money(r.profit, r.currency, { signed: true })}
        </Text>
        {r.grossProfit !== null && r.fee !== null && (
          <Text fz="xs" c="dimmed" data-testid="trade-gross">
            {t('tradeHistory.grossAndFees', {
              gross: f.money(grossShown(r.profit as string, r.fee, r.currency), r.currency, { signed: true }),
              fees: f.money(r.fee, r.currency),
            })}
          </Text>
        )}
      </>
    );
  const status = (r: TradeRow) => (
    <Badge
      variant="light"
      color={STATUS_COLOR[r.status] ?? 'gray'}
      size="sm"
      tt="none"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="trade-status"
    >
      {t(`tradeHistory.status.${r.status}`)}
    </Badge>
  );
  const NOWRAP = { whiteSpace: 'nowrap' } as const;
  const WRAP = { whiteSpace: 'normal' } as const;
  const rowProps = (r: TradeRow) => ({
    'data-testid': `trade-row-${r.kind}-${r.id}`,
    'data-kind': r.kind,
    'data-mode': r.mode,
    onClick: () => setOpen(r),
    // a row opens its detail (and proof): reachable and opened from the keyboard too
    tabIndex: 0,
    role: 'button',
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        setOpen(r);
      }
    },
    style: { cursor: 'pointer' },
  });

  return (
    <Stack gap="sm" data-testid="trade-history">
      <TradeHistoryFilters
        compact={compact}
        value={fields}
        onChange={(next) => {
          setFields(next);
          setPage(1);
        }}
      />
      <Group justify="space-between">
        <Text fz="sm" c="dimmed" data-testid="trade-history-total">
          {t('tradeHistory.total', { count: total })}
        </Text>
        <ExportButton
          size="xs"
          label={t('tradeHistory.export')}
          onExport={() => downloadTradeHistory(filters)}
          testId="trade-history-export"
        />
      </Group>
      <Paper withBorder radius="lg" className="list-card">
        <QueryState
          isPending={query.isPending}
          isError={query.isError}
          isEmpty={items.length === 0}
          emptyText={t('tradeHistory.empty')}
          onRetry={() => void query.refetch()}
        >
          {compact ? (
            items.map((r) => (
              <div key={`${r.kind}-${r.id}`} className="list-row" {...rowProps(r)}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700}>
                    {r.symbol} · {t(`tradeHistory.side.${r.side}`)}
                  </Text>
                  {status(r)}
                </Group>
                <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                  <Text fz="sm" className="num">
                    {size(r)}
                  </Text>
                  <Text fz="sm" className="num">
                    {profit(r)}
                  </Text>
                </Group>
                <Group gap={6} mt={4}>
                  <Text fz="xs" c="dimmed">
                    {t(`tradeHistory.kind.${r.kind as TradeKind}`, { defaultValue: r.kind })} ·{' '}
                    {t(`tradeHistory.mode.${walletModeKey(r.mode)}`)} · {time(r.createdAt)}
                  </Text>
                  {r.apiKey !== null && <ApiKeyBadge label={r.apiKey} />}
                  {copied(r)}
                </Group>
              </div>
            ))
          ) : (
            <div className="fund-table-wrap">
              <Table className="fund-table" withRowBorders={false} highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('tradeHistory.col.time')}</Table.Th>
                    <Table.Th>{t('tradeHistory.col.kind')}</Table.Th>
                    <Table.Th>
                      {t('tradeHistory.col.symbol')} / {t('tradeHistory.col.side')}
                    </Table.Th>
                    {(['size', 'openPrice', 'closePrice', 'profit'] as const).map((c) => (
                      <Table.Th key={c} className="num-col" style={WRAP}>
                        {t(`tradeHistory.col.${c}`)}
                      </Table.Th>
                    ))}
                    <Table.Th>{t('tradeHistory.col.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((r) => (
                    <Table.Tr key={`${r.kind}-${r.id}`} {...rowProps(r)}>
                      <Table.Td style={NOWRAP}>
                        {f.date(new Date(r.createdAt).toISOString())}
                        <Text fz="xs" c="dimmed">
                          {f.time(r.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {t(`tradeHistory.kind.${r.kind as TradeKind}`, { defaultValue: r.kind })}
                        <Group gap={6} wrap="nowrap">
                          <Text fz="xs" c="dimmed">
                            {t(`tradeHistory.mode.${walletModeKey(r.mode)}`)}
                          </Text>
                          {r.apiKey !== null && <ApiKeyBadge label={r.apiKey} />}
                          {copied(r)}
                        </Group>
                      </Table.Td>
                      <Table.Td style={NOWRAP}>
                        {r.symbol}
                        <Text fz="xs" c="dimmed">
                          {t(`tradeHistory.side.${r.side}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td className="num-col num" style={NOWRAP}>
                        {size(r)}
                      </Table.Td>
                      <Table.Td className="num-col num">{r.openPrice === null ? '—' : f.decimal(r.openPrice)}</Table.Td>
                      <Table.Td className="num-col num">{r.closePrice === null ? '—' : f.decimal(r.closePrice)}</Table.Td>
                      <Table.Td className="num-col num" style={NOWRAP}>
                        {profit(r)}
                      </Table.Td>
                      <Table.Td style={NOWRAP}>{status(r)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </QueryState>
      </Paper>
      {total > TRADE_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(total / TRADE_PAGE_SIZE)}
            value={page}
            onChange={setPage}
            size="sm"
            data-testid="trade-history-pager"
          />
        </Group>
      )}
      {(open && detail?.(open, () => setOpen(null))) || <TradeDetail row={open} onClose={() => setOpen(null)} compact={compact} />}
    </Stack>
  );
}
