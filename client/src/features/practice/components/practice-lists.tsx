// A practice wallet's business: fast orders (open, then the latest settled), positions
// (holding with a close button, then the latest closed) and spot orders (resting with a
// cancel button, then the latest done), as the state reads them.
import { Badge, Button, Paper, ScrollArea, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { formatClock } from '../../../lib/trading/practice';
import { useCancelPracticeSpotOrder } from '../api/cancel-spot-order';
import { useClosePracticePosition } from '../api/close-position';
import type { PracticeState } from '../types';

const signColor = (v: string | null) =>
  v === null ? undefined : v.startsWith('-') ? 'red' : v === '0' || /^0(\.0+)?$/.test(v) ? undefined : 'teal';

export function PracticeLists({ base, state, closed }: { base: string; state: PracticeState; closed: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  // an open order's time left, on the wallet's clock (a replay's own time)
  const left = (ms: number) => formatClock((ms - state.time) / 1000);
  const close = useClosePracticePosition(base);
  const cancel = useCancelPracticeSpotOrder(base);
  const empty = (testId: string) => (
    <Text size="sm" c="dimmed" p="sm" data-testid={testId}>
      {t('practice.none')}
    </Text>
  );
  return (
    <Paper withBorder radius="md" p="xs" data-testid="practice-lists">
      <Tabs defaultValue="fast" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="fast" data-testid="practice-list-fast">
            {t('practice.fastOrders', { count: state.fastOrders.filter((o) => o.status === 'open').length })}
          </Tabs.Tab>
          <Tabs.Tab value="contract" data-testid="practice-list-contract">
            {t('practice.positions', { count: state.positions.filter((p) => p.status === 'holding').length })}
          </Tabs.Tab>
          <Tabs.Tab value="spot" data-testid="practice-list-spot">
            {t('practice.spotOrders', {
              count: state.spotOrders.filter((o) => o.status === 'unfilled' || o.status === 'partially_filled').length,
            })}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fast">
          {state.fastOrders.length === 0 ? (
            empty('practice-fast-empty')
          ) : (
            <ScrollArea>
              <Table fz="xs" miw={520} data-testid="practice-fast-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('practice.col.direction')}</Table.Th>
                    <Table.Th>{t('practice.amount')}</Table.Th>
                    <Table.Th>{t('practice.col.entry')}</Table.Th>
                    <Table.Th>{t('practice.col.exit')}</Table.Th>
                    <Table.Th>{t('practice.col.left')}</Table.Th>
                    <Table.Th>{t('practice.col.result')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {state.fastOrders.map((o) => (
                    <Table.Tr key={o.id} data-testid={`practice-fast-${o.id}`} data-status={o.status}>
                      <Table.Td>
                        <Badge color={o.direction === 'up' ? 'teal' : 'red'} variant="light">
                          {t(`practice.${o.direction}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{f.moneyCode(o.amount, o.currency)}</Table.Td>
                      <Table.Td ff="monospace">{o.entryPrice}</Table.Td>
                      <Table.Td ff="monospace">{o.exitPrice ?? '—'}</Table.Td>
                      <Table.Td>{o.status === 'open' ? left(o.expiresAt) : '—'}</Table.Td>
                      <Table.Td c={signColor(o.profit)} data-value={o.profit ?? ''}>
                        {o.status === 'open'
                          ? t('practice.open')
                          : o.profit === null
                            ? '—'
                            : f.money(o.profit, o.currency, { signed: true })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="contract">
          {state.positions.length === 0 ? (
            empty('practice-positions-empty')
          ) : (
            <ScrollArea>
              <Table fz="xs" miw={560} data-testid="practice-positions-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('practice.col.side')}</Table.Th>
                    <Table.Th>{t('practice.lots')}</Table.Th>
                    <Table.Th>{t('practice.col.entry')}</Table.Th>
                    <Table.Th>{t('practice.col.mark')}</Table.Th>
                    <Table.Th>{t('practice.col.pnl')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {state.positions.map((p) => {
                    const pnl = p.status === 'closed' ? p.netPnl : p.unrealizedPnl;
                    return (
                      <Table.Tr key={p.id} data-testid={`practice-position-${p.id}`} data-status={p.status}>
                        <Table.Td>
                          <Badge color={p.side === 'long' ? 'teal' : 'red'} variant="light">
                            {t(`practice.${p.side}`)} {p.leverage}×
                          </Badge>
                        </Table.Td>
                        <Table.Td>{p.lots}</Table.Td>
                        <Table.Td ff="monospace">{p.entryPrice ?? '—'}</Table.Td>
                        <Table.Td ff="monospace">{p.status === 'closed' ? (p.closePrice ?? '—') : (p.markPrice ?? '—')}</Table.Td>
                        <Table.Td c={signColor(pnl)}>{pnl === null ? '—' : f.decimal(pnl)}</Table.Td>
                        <Table.Td>
                          {p.status === 'holding' ? (
                            <Button
                              size="compact-xs"
                              variant="light"
                              disabled={closed}
                              loading={close.isPending && close.variables === p.id}
                              onClick={() => close.mutate(p.id)}
                              data-testid={`practice-close-${p.id}`}
                            >
                              {t('practice.close')}
                            </Button>
                          ) : (
                            <Text size="xs" c="dimmed">
                              {t('practice.closed')}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="spot">
          {state.spotOrders.length === 0 ? (
            empty('practice-spot-empty')
          ) : (
            <ScrollArea>
              <Table fz="xs" miw={560} data-testid="practice-spot-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('practice.col.side')}</Table.Th>
                    <Table.Th>{t('practice.col.type')}</Table.Th>
                    <Table.Th>{t('practice.spot.price')}</Table.Th>
                    <Table.Th>{t('practice.col.filled')}</Table.Th>
                    <Table.Th>{t('practice.col.avgPrice')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {state.spotOrders.map((o) => {
                    const resting = o.status === 'unfilled' || o.status === 'partially_filled';
                    return (
                      <Table.Tr key={o.id} data-testid={`practice-spot-${o.id}`} data-status={o.status}>
                        <Table.Td>
                          <Badge color={o.side === 'buy' ? 'teal' : 'red'} variant="light">
                            {t(`practice.${o.side}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{t(`practice.${o.type}`)}</Table.Td>
                        <Table.Td ff="monospace">{o.price ?? '—'}</Table.Td>
                        <Table.Td>
                          {o.dealCount} {o.base}
                        </Table.Td>
                        <Table.Td ff="monospace">{o.avgPrice ?? '—'}</Table.Td>
                        <Table.Td>
                          {resting ? (
                            <Button
                              size="compact-xs"
                              variant="light"
                              color="gray"
                              disabled={closed}
                              loading={cancel.isPending && cancel.variables === o.id}
                              onClick={() => cancel.mutate(o.id)}
                              data-testid={`practice-cancel-${o.id}`}
                            >
                              {t('practice.cancel')}
                            </Button>
                          ) : (
                            <Text size="xs" c="dimmed">
                              {t(`practice.spotStatus.${o.status === 'filled' ? 'filled' : 'cancelled'}`)}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
