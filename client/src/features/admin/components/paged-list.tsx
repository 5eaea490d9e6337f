import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';
import { Pager } from './pager';

interface Page<T> {
  items: T[];
  total: number;
}

/**
 * A back-office list's shell: loading and retry, the total line, the rows (or a line saying
 * there are none), and paging under them. `testId` names its parts (`-total`, `-empty`, `-pager`).
 */
export function PagedList<T>({
  query,
  page,
  pageSize,
  onPage,
  total,
  empty,
  testId,
  children,
}: {
  query: UseQueryResult<Page<T>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  total: (count: number) => string;
  empty: string;
  testId: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {query.data && (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed" data-testid={`${testId}-total`}>
            {total(query.data.total)}
          </Text>
          {query.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid={`${testId}-empty`}>
              {empty}
            </Text>
          ) : (
            children(query.data.items)
          )}
          <Pager total={query.data.total} pageSize={pageSize} page={page} onChange={onPage} testId={`${testId}-pager`} />
        </Stack>
      )}
    </QueryState>
  );
}
