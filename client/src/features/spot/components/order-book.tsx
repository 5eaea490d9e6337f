import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { type BookSides, type DepthRow, depthRows, spread } from '../depth';
import type { SpotMarket } from '../types';
import { MarketCells, MarketTable, THREE_COLUMNS } from './market-table';

interface Props {
  book: BookSides | undefined;
  market: SpotMarket;
  /** The last price (ticker), shown between the sides. */
  lastPrice: string | undefined;
  /** Levels shown per side. */
  rows: number;
  /** A level clicked: its price goes into the limit forms. */
  onPrice: (price: string) => void;
}

const SIDE_COLOR = { bids: 'teal', asks: 'red' } as const;

function Level({ row, side, onPrice }: { row: DepthRow; side: 'bids' | 'asks'; onPrice: (price: string) => void }) {
  const fmt = useFormat();
  const color = `color-mix(in srgb, var(--mantine-color-${SIDE_COLOR[side]}-filled) 16%, transparent)`;
  return (
    <UnstyledButton
      onClick={() => onPrice(row.price)}
      data-testid={side === 'bids' ? 'spot-book-bid' : 'spot-book-ask'}
      data-price={row.price}
      data-quantity={row.quantity}
      style={{
        ...THREE_COLUMNS,
        padding: '1px 6px',
        // the depth bar: this level and the better ones, from the right edge
        background: `linear-gradient(to left, ${color} ${row.share}%, transparent ${row.share}%)`,
      }}
    >
      <MarketCells price={row.price} quantity={row.quantity} third={fmt.decimal(row.total)} color={SIDE_COLOR[side]} />
    </UnstyledButton>
  );
}

/** The order book with depth: asks above (best at the bottom), the last price and spread, bids below (best at the top). */
export function OrderBook({ book, market, lastPrice, rows, onPrice }: Props) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const shown = book ? depthRows(book, rows, market.qtyPrecision) : { bids: [], asks: [] };
  const gap = book ? spread(book, market.pricePrecision) : null;
  const empty = (testId: string) => (
    <Text fz="xs" c="dimmed" ta="center" py={4} data-testid={testId}>
      {book ? t('spot.bookEmpty') : t('common.loading')}
    </Text>
  );
  return (
    <MarketTable title={t('spot.book')} third={t('spot.total')} market={market} testId="spot-book">
      <Stack gap={1} data-testid="spot-book-asks">
        {shown.asks.length === 0
          ? empty('spot-book-asks-empty')
          : [...shown.asks].reverse().map((r) => <Level key={r.price} row={r} side="asks" onPrice={onPrice} />)}
      </Stack>
      <Group justify="space-between" px={6} py={2} style={{ borderBlock: '1px solid var(--mantine-color-default-border)' }}>
        <Text fw={700} ff="monospace" data-testid="spot-book-last" data-value={lastPrice ?? ''}>
          {lastPrice ? fmt.decimal(lastPrice) : '—'}
        </Text>
        <Text fz="xs" c="dimmed" data-testid="spot-book-spread" data-value={gap ?? ''}>
          {t('spot.spread')} {gap ? fmt.decimal(gap) : '—'}
        </Text>
      </Group>
      <Stack gap={1} data-testid="spot-book-bids">
        {shown.bids.length === 0
          ? empty('spot-book-bids-empty')
          : shown.bids.map((r) => <Level key={r.price} row={r} side="bids" onPrice={onPrice} />)}
      </Stack>
    </MarketTable>
  );
}
