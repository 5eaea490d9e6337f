import { Drawer, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PagedList } from './paged-list';

const PAGE_SIZE = 20;

/**
 * A back-office list of customers' trading that staff only read: a line saying so, the
 * filters, a page of rows with paging, and a detail drawer for the row opened.
 */
export function ReadOnlyList<F, T>({
  lead,
  useList,
  filters,
  table,
  detail,
  detailTitle,
  total,
  empty,
  testId,
}: {
  lead: string;
  /** The list's query hook for the filters applied and the page shown. */
  useList: (filters: F, page: number, pageSize: number) => UseQueryResult<{ items: T[]; total: number }>;
  /** The filter form, calling `apply` with the filters typed. */
  filters: (apply: (f: F) => void) => ReactNode;
  table: (items: T[], open: (id: number) => void) => ReactNode;
  detail: (id: number) => ReactNode;
  detailTitle: (id: number) => string;
  total: (count: number) => string;
  empty: string;
  testId: string;
}) {
  const [applied, setApplied] = useState<F>({} as F);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useList(applied, page, PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {lead}
      </Text>
      {filters((f) => {
        setApplied(f);
        setPage(1);
      })}
      <PagedList query={list} page={page} pageSize={PAGE_SIZE} onPage={setPage} total={total} empty={empty} testId={testId}>
        {(items) => table(items, setOpen)}
      </PagedList>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="xl"
        title={open === null ? '' : detailTitle(open)}
      >
        {open !== null && detail(open)}
      </Drawer>
    </Stack>
  );
}
