import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';
import { ACCOUNT_PAGE_SIZE } from '../api/paged-account-list';

interface Props<T> {
  query: { data?: { items: T[]; total: number }; isPending: boolean; isError: boolean; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  testId: string;
  /** One row: the main line, a dimmed second line, and what stands at the right. */
  row: (item: T) => { key: string | number; title: ReactNode; sub: ReactNode; end?: ReactNode };
}

/** A paged list of the account (invitees, rewards, credit-score changes), the same on desktop and mobile. */
export function PagedRows<T>({ query, page, onPage, emptyText, testId, row }: Props<T>) {
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <QueryState
      isPending={query.isPending}
      isError={query.isError}
      isEmpty={items.length === 0}
      emptyText={emptyText}
      onRetry={() => void query.refetch()}
      minHeight={120}
    >
      <Stack gap={0} data-testid={testId}>
        {items.map((item) => {
          const r = row(item);
          return (
            <Group key={r.key} justify="space-between" wrap="nowrap" py="xs" className="account-row" data-testid={`${testId}-row`}>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} truncate="end">
                  {r.title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {r.sub}
                </Text>
              </Stack>
              {r.end}
            </Group>
          );
        })}
        {total > ACCOUNT_PAGE_SIZE && (
          <Group justify="center" mt="sm">
            <Pagination size="sm" value={page} total={Math.ceil(total / ACCOUNT_PAGE_SIZE)} onChange={onPage} />
          </Group>
        )}
      </Stack>
    </QueryState>
  );
}
