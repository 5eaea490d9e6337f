import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { type Paging, usePaging } from '../hooks/use-paging';
import { PAGE_SIZE } from '../types';
import { Pager } from '../../../components/pager';

/** A column of the desktop table: its heading and what a row shows in it. */
export interface HistoryColumn<T> {
  /** Names the column among its list's columns (React key). */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Classes of the cells of the rows (not of the heading). */
  className?: string;
}

/**
 * What every history starts from: its page (of `pageSize` rows), the translator and the
 * formatters, and its first column, when the row happened.
 */
export function useHistory<T extends { createdAt: string }>(pageSize: number = PAGE_SIZE) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const paging = usePaging(pageSize);
  const time: HistoryColumn<T> = { id: 'time', header: t('funds.common.time'), cell: (x) => f.dateTime(x.createdAt), className: 'nowrap' };
  return { t, f, paging, time };
}

/** data-* attributes of a row beyond its test id, the same on a table row and a card. */
export type RowAttributes = Record<`data-${string}`, string>;

interface Props<T> {
  /** A paged list query: { total, items }. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: { total: number; items: T[] } };
  paging: Paging;
  /** `table` on desktop, `cards` on mobile, `compact` the dense classic table. */
  layout: 'table' | 'cards' | 'compact';
  columns: HistoryColumn<T>[];
  card: (row: T) => ReactNode;
  /** Rows are `${rowTestId}-${id}` to tests. */
  rowTestId: string;
  rowAttributes?: (row: T) => RowAttributes;
  emptyText?: string;
  testId: string;
}

/**
 * The one history list of the funds screens (deposits, withdrawals, exchanges, fund flow):
 * loading, empty and error states, the rows as a table on desktop or as cards on mobile,
 * and the pages.
 */
export function HistoryList<T extends { id: number | string }>({
  query,
  paging,
  layout,
  columns,
  card,
  rowTestId,
  rowAttributes,
  emptyText,
  testId,
}: Props<T>) {
  const { t } = useTranslation('funds');
  const items = query.data?.items ?? [];
  const attributes = (row: T) => ({ 'data-testid': `${rowTestId}-${row.id}`, ...rowAttributes?.(row) });
  const cellClass = (c: HistoryColumn<T>) => [c.numeric && 'num-col', c.className].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="sm" data-testid={testId}>
      <Paper withBorder radius="lg" className="list-card">
        <QueryState
          isPending={query.isPending}
          isError={query.isError}
          isEmpty={items.length === 0}
          emptyText={emptyText ?? t('funds.common.noRecords')}
          onRetry={() => void query.refetch()}
        >
          {layout === 'cards' ? (
            items.map((row) => (
              <div key={row.id} className="list-row" {...attributes(row)}>
                {card(row)}
              </div>
            ))
          ) : (
            <div className="fund-table-wrap">
              <Table className={layout === 'compact' ? 'fund-table fund-table-compact' : 'fund-table'} withRowBorders={false}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.id} className={c.numeric ? 'num-col' : undefined}>
                        {c.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((row) => (
                    <Table.Tr key={row.id} {...attributes(row)}>
                      {columns.map((c) => (
                        <Table.Td key={c.id} className={cellClass(c)}>
                          {c.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </QueryState>
      </Paper>
      <Pager
        page={paging.page}
        total={query.data?.total ?? 0}
        pageSize={paging.pageSize}
        onChange={paging.onPage}
        testId={`${testId}-pager`}
      />
    </Stack>
  );
}

/**
 * A row as a card on mobile: a first line with what the row is (a string is shown as the
 * row's amount) and, at its end, its status; the details below.
 */
export function HistoryCard({
  title,
  aside,
  align,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  align?: 'center' | 'flex-start';
  children: ReactNode;
}) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align={align}>
        {typeof title === 'string' ? (
          <Text fw={700} className="num">
            {title}
          </Text>
        ) : (
          title
        )}
        {aside}
      </Group>
      {children}
    </>
  );
}
