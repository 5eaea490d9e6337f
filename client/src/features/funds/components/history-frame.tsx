import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { Pager } from './pager';

interface Props {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: { total: number; items: unknown[] } };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  emptyText?: string;
  testId: string;
  /** No frame around the content (the caller draws one). */
  bare?: boolean;
  children: ReactNode;
}

/** Loading, empty and error states, the list and its pages. */
export function HistoryFrame({ query, page, pageSize, onPage, emptyText, testId, bare, children }: Props) {
  const { t } = useTranslation();
  const content = (
    <QueryState
      isPending={query.isPending}
      isError={query.isError}
      isEmpty={query.data?.items.length === 0}
      emptyText={emptyText ?? t('funds.common.noRecords')}
      onRetry={() => void query.refetch()}
    >
      {children}
    </QueryState>
  );
  return (
    <Stack gap="sm" data-testid={testId}>
      {bare ? content : (
        <Paper withBorder radius="lg" className="list-card">
          {content}
        </Paper>
      )}
      <Pager page={page} total={query.data?.total ?? 0} pageSize={pageSize} onChange={onPage} testId={`${testId}-pager`} />
    </Stack>
  );
}
