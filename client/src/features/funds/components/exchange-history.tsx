import { Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useExchangeHistory } from '../api/get-exchange-history';
import { type Exchange, PAGE_SIZE } from '../types';
import { HistoryCard, type HistoryColumn, HistoryList, useHistory } from './history-list';

/**
 * Your exchanges. `table` and `cards` are the current views; `compact` is the classic
 * (legacy) view of /pc/handle/transfer_old: a plain dense table of the same data.
 */
export function ExchangeHistory({ layout }: { layout: 'table' | 'cards' | 'compact' }) {
  const { t, f, paging, time } = useHistory<Exchange>(layout === 'compact' ? 20 : PAGE_SIZE);
  const list = { paging, query: useExchangeHistory(paging.page, paging.pageSize) };
  const paid = (x: Exchange) => `${f.money(x.amount, x.from)} ${x.from}`;
  const received = (x: Exchange) => `${f.money(x.arrival, x.to)} ${x.to}`;
  const rate = (x: Exchange) => t('funds.exchange.rate', { from: x.from, to: x.to, rate: f.decimal(x.rate) });
  const arrow = <IconArrowRight size={14} color="var(--mantine-color-dimmed)" />;
  const columns: HistoryColumn<Exchange>[] =
    layout === 'compact'
      ? [
          { id: 'number', header: t('funds.common.number'), cell: (x) => x.id, className: 'num' },
          time,
          { id: 'from', header: t('funds.exchange.from'), cell: (x) => x.from },
          { id: 'to', header: t('funds.exchange.to'), cell: (x) => x.to },
          { id: 'quantity', header: t('funds.common.quantity'), cell: (x) => f.money(x.amount, x.from), numeric: true, className: 'num' },
          { id: 'rate', header: t('funds.exchange.rateLabel'), cell: (x) => f.decimal(x.rate), numeric: true, className: 'num' },
          { id: 'arrival', header: t('funds.exchange.arrival'), cell: (x) => f.money(x.arrival, x.to), numeric: true, className: 'num' },
        ]
      : [
          time,
          { id: 'paid', header: t('funds.exchange.paid'), cell: paid, numeric: true, className: 'num strong nowrap' },
          { id: 'arrow', header: null, cell: () => arrow, className: 'arrow-col' },
          { id: 'received', header: t('funds.exchange.received'), cell: received, numeric: true, className: 'num strong nowrap' },
          { id: 'rate', header: t('funds.exchange.rateLabel'), cell: rate, numeric: true, className: 'num nowrap' },
        ];
  const card = (x: Exchange) => (
    <HistoryCard
      title={
        <Group gap={6} wrap="nowrap">
          <Text fw={700} className="num">
            {paid(x)}
          </Text>
          {arrow}
          <Text fw={700} className="num">
            {received(x)}
          </Text>
        </Group>
      }
    >
      <Text fz="xs" c="dimmed" mt={4}>
        {rate(x)} · {f.dateTime(x.createdAt)}
      </Text>
    </HistoryCard>
  );
  return <HistoryList {...list} layout={layout} columns={columns} card={card} rowTestId="exchange-row" testId="exchange-history" />;
}
