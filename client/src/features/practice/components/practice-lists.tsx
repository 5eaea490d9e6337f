// A practice wallet's business: fast orders (open, then the latest settled), positions
// (holding with a close button, then the latest closed) and spot orders (resting with a
// cancel button, then the latest done), as the state reads them.
import { Badge, Button, Paper, ScrollArea, Table, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { formatClock } from '../../../lib/trading/practice';
import { useCancelPracticeSpotOrder } from '../api/cancel-spot-order';
import { useClosePracticePosition } from '../api/close-position';
import type { PracticeFastOrder, PracticePosition, PracticeSpotOrder, PracticeState } from '../types';

const signColor = (v: string | null) => (v === null || !/[1-9]/.test(v) ? undefined : v.startsWith('-') ? 'red' : 'teal');

interface Column<T> {
  head: string;
  cell: (row: T) => ReactNode;
  mono?: boolean;
}

/** One list of the wallet's business: a row per order or position, `testId`-<id> with its status. */
function ListTable<T extends { id: number; status: string }>({
  rows,
  columns,
  testId,
  label,
}: {
  rows: T[];
  columns: Column<T>[];
  testId: string;
  /** The scrollable table's name (it takes the keyboard focus to scroll). */
  label: string;
}) {
  const { t } = useTranslation('trade');
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm" data-testid={`${testId}-empty`}>
        {t('practice.none')}
      </Text>
    );
  return (
    <ScrollArea viewportProps={{ tabIndex: 0, 'aria-label': label }}>
      <Table fz="xs" miw={540} data-testid={`${testId}-table`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.head}>{c.head}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`${testId}-${row.id}`} data-status={row.status}>
              {columns.map((c) => (
                <Table.Td key={c.head} ff={c.mono ? 'monospace' : undefined}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

const sideBadge = (color: 'teal' | 'red', label: string) => (
  <Badge color={color} variant="light">
    {label}
  </Badge>
);

export function PracticeLists({ base, state, closed }: { base: string; state: PracticeState; closed: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const close = useClosePracticePosition(base);
  const cancel = useCancelPracticeSpotOrder(base);
  // an open order's time left, on the wallet's clock (a replay's own time)
  const left = (ms: number) => formatClock((ms - state.time) / 1000);
  const resting = (o: PracticeSpotOrder) => o.status === 'unfilled' || o.status === 'partially_filled';
  const action = (label: string, testId: string, pending: boolean, run: () => void) => (
    <Button size="compact-xs" variant="light" disabled={closed} loading={pending} onClick={run} data-testid={testId}>
      {label}
    </Button>
  );
  const done = (label: string) => (
    <Text size="xs" c="dimmed">
      {label}
    </Text>
  );

  const fast: Column<PracticeFastOrder>[] = [
    { head: t('practice.col.direction'), cell: (o) => sideBadge(o.direction === 'up' ? 'teal' : 'red', t(`practice.${o.direction}`)) },
    { head: t('practice.amount'), cell: (o) => f.moneyCode(o.amount, o.currency) },
    { head: t('practice.col.entry'), cell: (o) => o.entryPrice, mono: true },
    { head: t('practice.col.exit'), cell: (o) => o.exitPrice ?? '—', mono: true },
    { head: t('practice.col.left'), cell: (o) => (o.status === 'open' ? left(o.expiresAt) : '—') },
    {
      head: t('practice.col.result'),
      cell: (o) =>
        o.status === 'open' ? (
          t('practice.open')
        ) : (
          <Text span size="xs" c={signColor(o.profit)} data-value={o.profit ?? ''}>
            {o.profit === null ? '—' : f.money(o.profit, o.currency, { signed: true })}
          </Text>
        ),
    },
  ];
  const positions: Column<PracticePosition>[] = [
    {
      head: t('practice.col.side'),
      cell: (p) => sideBadge(p.side === 'long' ? 'teal' : 'red', `${t(`practice.${p.side}`)} ${p.leverage}×`),
    },
    { head: t('practice.lots'), cell: (p) => p.lots },
    { head: t('practice.col.entry'), cell: (p) => p.entryPrice ?? '—', mono: true },
    { head: t('practice.col.mark'), cell: (p) => (p.status === 'closed' ? p.closePrice : p.markPrice) ?? '—', mono: true },
    {
      head: t('practice.col.pnl'),
      cell: (p) => {
        const pnl = p.status === 'closed' ? p.netPnl : p.unrealizedPnl;
        return (
          <Text span size="xs" c={signColor(pnl)}>
            {pnl === null ? '—' : f.decimal(pnl)}
          </Text>
        );
      },
    },
    {
      head: '',
      cell: (p) =>
        p.status === 'holding'
          ? action(t('practice.close'), `practice-close-${p.id}`, close.isPending && close.variables === p.id, () => close.mutate(p.id))
          : done(t('practice.closed')),
    },
  ];
  const spot: Column<PracticeSpotOrder>[] = [
    { head: t('practice.col.side'), cell: (o) => sideBadge(o.side === 'buy' ? 'teal' : 'red', t(`practice.${o.side}`)) },
    { head: t('practice.col.type'), cell: (o) => t(`practice.${o.type}`) },
    { head: t('practice.spot.price'), cell: (o) => o.price ?? '—', mono: true },
    { head: t('practice.col.filled'), cell: (o) => `${o.dealCount} ${o.base}` },
    { head: t('practice.col.avgPrice'), cell: (o) => o.avgPrice ?? '—', mono: true },
    {
      head: ' ',
      cell: (o) =>
        resting(o)
          ? action(t('practice.cancel'), `practice-cancel-${o.id}`, cancel.isPending && cancel.variables === o.id, () =>
              cancel.mutate(o.id),
            )
          : done(t(`practice.spotStatus.${o.status === 'filled' ? 'filled' : 'cancelled'}`)),
    },
  ];
  const count = (n: number) => ({ count: n });
  return (
    <Paper withBorder radius="md" p="xs" data-testid="practice-lists">
      <Tabs defaultValue="fast" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="fast" data-testid="practice-list-fast">
            {t('practice.fastOrders', count(state.fastOrders.filter((o) => o.status === 'open').length))}
          </Tabs.Tab>
          <Tabs.Tab value="contract" data-testid="practice-list-contract">
            {t('practice.positions', count(state.positions.filter((p) => p.status === 'holding').length))}
          </Tabs.Tab>
          <Tabs.Tab value="spot" data-testid="practice-list-spot">
            {t('practice.spotOrders', count(state.spotOrders.filter(resting).length))}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fast">
          <ListTable rows={state.fastOrders} columns={fast} testId="practice-fast" label={t('practice.kind.fast')} />
        </Tabs.Panel>
        <Tabs.Panel value="contract">
          <ListTable rows={state.positions} columns={positions} testId="practice-position" label={t('practice.kind.contract')} />
        </Tabs.Panel>
        <Tabs.Panel value="spot">
          <ListTable rows={state.spotOrders} columns={spot} testId="practice-spot" label={t('practice.kind.spot')} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
