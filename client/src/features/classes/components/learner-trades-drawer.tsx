// A learner's class trades (teacher only): the trade history of the class's wallet, nothing else of theirs.
import { Badge, Drawer, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { TRADES_PAGE_SIZE, useLearnerTrades } from '../api/get-learner-trades';
import { tone } from '../leaderboard';
import type { LeaderboardRow } from '../types';

export function LearnerTradesDrawer({
  classId,
  learner,
  onClose,
  compact,
}: {
  classId: number;
  learner: LeaderboardRow | null;
  onClose: () => void;
  compact: boolean;
}) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const [page, setPage] = useState(1);
  const query = useLearnerTrades(classId, learner?.userId ?? null, page);
  return (
    <Drawer
      opened={learner !== null}
      onClose={onClose}
      position={compact ? 'bottom' : 'right'}
      size={compact ? '85%' : 'lg'}
      title={learner ? t('classes.tradesOf', { name: learner.name }) : ''}
    >
      <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} minHeight={160}>
        {query.data &&
          (query.data.items.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="class-trades-empty">
              {t('classes.noTrades')}
            </Text>
          ) : (
            <>
              <ScrollArea
                viewportProps={{ tabIndex: 0, 'aria-label': learner ? t('classes.tradesOf', { name: learner.name }) : undefined }}
              >
                <Table fz="xs" miw={520} data-testid="class-trades-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('classes.col.time')}</Table.Th>
                      <Table.Th>{t('classes.col.kind')}</Table.Th>
                      <Table.Th>{t('practice.col.side')}</Table.Th>
                      <Table.Th>{t('practice.col.entry')}</Table.Th>
                      <Table.Th>{t('practice.col.exit')}</Table.Th>
                      <Table.Th ta="right">{t('practice.col.pnl')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data.items.map((r) => (
                      <Table.Tr key={`${r.kind}-${r.id}`} data-testid={`class-trade-${r.kind}-${r.id}`}>
                        <Table.Td>{f.dateTime(new Date(r.createdAt).toISOString())}</Table.Td>
                        <Table.Td>
                          {r.kind === 'fast' || r.kind === 'contract' || r.kind === 'spot' ? t(`practice.kind.${r.kind}`) : r.kind}
                        </Table.Td>
                        <Table.Td>
                          <Badge size="xs" variant="light">
                            {t(`practice.${r.side}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td ff="monospace">{r.openPrice ?? '—'}</Table.Td>
                        <Table.Td ff="monospace">{r.closePrice ?? '—'}</Table.Td>
                        <Table.Td ta="right" c={tone(r.profit)}>
                          {r.profit === null ? '—' : f.money(r.profit, r.currency, { signed: true })}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
              <Pager page={page} total={query.data.total} pageSize={TRADES_PAGE_SIZE} onChange={setPage} testId="class-trades-pager" />
            </>
          ))}
      </QueryState>
    </Drawer>
  );
}
