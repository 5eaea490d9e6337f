// The class leaderboard: rank, learner, return, max drawdown, trades, win rate, equity and
// whether they left; the teacher opens a learner's class trades from their row.
import { Badge, Button, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useLeaderboard } from '../api/get-leaderboard';
import { boardRows } from '../leaderboard';
import type { LeaderboardRow } from '../types';

export function LeaderboardTable({ classId, onTrades }: { classId: number; onTrades?: (row: LeaderboardRow) => void }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const query = useLeaderboard(classId);
  const board = query.data;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="class-leaderboard">
      <Text fw={600} mb="xs">
        {t('classes.leaderboard')}
      </Text>
      <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} minHeight={120}>
        {board &&
          (board.rows.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="class-leaderboard-empty">
              {t('classes.noLearners')}
            </Text>
          ) : (
            <ScrollArea viewportProps={{ tabIndex: 0, 'aria-label': t('classes.leaderboard') }}>
              <Table fz="sm" miw={onTrades ? 760 : 680} striped data-testid="class-leaderboard-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('classes.col.rank')}</Table.Th>
                    <Table.Th>{t('classes.col.name')}</Table.Th>
                    <Table.Th ta="right">{t('classes.col.return')}</Table.Th>
                    <Table.Th ta="right">{t('classes.col.drawdown')}</Table.Th>
                    <Table.Th ta="right">{t('classes.col.trades')}</Table.Th>
                    <Table.Th ta="right">{t('classes.col.winRate')}</Table.Th>
                    <Table.Th ta="right">{t('classes.col.equity', { currency: board.currency })}</Table.Th>
                    {onTrades && <Table.Th />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {boardRows(board.rows).map((r) => (
                    <Table.Tr
                      key={r.userId}
                      data-testid={`class-row-${r.userId}`}
                      data-rank={r.rank}
                      data-return={r.returnPercent}
                      data-trades={r.trades}
                      data-status={r.status}
                      c={r.left ? 'dimmed' : undefined}
                    >
                      <Table.Td fw={700}>{r.rank}</Table.Td>
                      <Table.Td>
                        {r.name}{' '}
                        {r.left && (
                          <Badge size="xs" variant="light" color="gray">
                            {t('classes.leftBadge')}
                          </Badge>
                        )}
                        {r.inScenario && (
                          <Badge size="xs" variant="light" color="grape" title={t('classes.scenarioTradesHint')}>
                            {t('classes.scenarioTrades', { count: r.scenarioTrades })}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" c={r.tone} fw={600}>
                        {f.percent(r.returnPercent)}
                      </Table.Td>
                      <Table.Td ta="right">{r.maxDrawdownPercent === null ? '—' : f.percent(r.maxDrawdownPercent, false)}</Table.Td>
                      <Table.Td ta="right">{f.integer(r.trades)}</Table.Td>
                      <Table.Td ta="right">{r.winRate === null ? '—' : f.percent(r.winRate, false)}</Table.Td>
                      <Table.Td ta="right">{f.exactAmount(r.equity, board.currency)}</Table.Td>
                      {onTrades && (
                        <Table.Td>
                          <Button size="compact-xs" variant="light" onClick={() => onTrades(r)} data-testid={`class-trades-${r.userId}`}>
                            {t('classes.trades')}
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          ))}
      </QueryState>
    </Paper>
  );
}
