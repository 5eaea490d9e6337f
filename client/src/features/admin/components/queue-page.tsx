import { Badge, Drawer, Paper, Stack, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import { PagedList } from './paged-list';
import { useQueue } from '../api/get-queue';
import { type QueueFilters as Filters, type QueueKind, QUEUE_STATUSES, type QueueStatus, type QueueTypes } from '../queue-types';
import type { StaffCustomer } from '../../../../../shared/schemas/customers.ts';
import { CustomerRows } from './customer-label';
import { QueueFilters } from './queue-filters';

const PAGE_SIZE = 20;

type Row<K extends QueueKind> = QueueTypes[K]['page']['items'][number];

export interface Column<K extends QueueKind> {
  label: string;
  cell: (row: Row<K>) => ReactNode;
}

/** A status as a badge: the waiting one in yellow, the good end in green, the rest red. */
export function StatusBadge({ kind, status }: { kind: QueueKind; status: QueueStatus }) {
  const { t } = useTranslation('admin');
  const [waiting, good] = QUEUE_STATUSES[kind];
  const color = status === waiting ? 'yellow' : status === good ? 'green' : 'red';
  return (
    <Badge color={color} variant="light" data-testid="queue-status">
      {t(`admin.queues.statuses.${status}`)}
    </Badge>
  );
}

/** The first lines of every request's detail: status, customer, when it was sent. */
export function RequestHeader({
  kind,
  status,
  customer,
  createdAt,
}: {
  kind: QueueKind;
  status: QueueStatus;
  customer: StaffCustomer;
  createdAt: string;
}) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  return (
    <>
      <DetailRow label={t('admin.queues.status')}>
        <StatusBadge kind={kind} status={status} />
      </DetailRow>
      <CustomerRows customer={customer} />
      <DetailRow label={t('admin.queues.createdAt')}>{dateTime(createdAt)}</DetailRow>
    </>
  );
}

function QueueList<K extends QueueKind>({
  kind,
  filters,
  columns,
  onOpen,
}: {
  kind: K;
  filters: Filters;
  columns: Column<K>[];
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const queue = useQueue(kind, filters, page, PAGE_SIZE);
  return (
    <PagedList
      // (a queue's page type is chosen by K: its rows are Row<K>)
      query={queue as UseQueryResult<{ items: Row<K>[]; total: number }>}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      total={(count) => t('admin.queues.total', { count })}
      empty={t('admin.queues.empty')}
      testId="queue"
    >
      {(items) => (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm" data-testid="queue-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ))}
                <Table.Th>{t('admin.queues.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr
                  key={row.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => onOpen(row.id)}
                  data-testid="queue-row"
                  data-id={row.id}
                >
                  <Table.Td>{row.id}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.label}>{c.cell(row)}</Table.Td>
                  ))}
                  <Table.Td>
                    <StatusBadge kind={kind} status={row.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PagedList>
  );
}

/**
 * A review queue: filters (the waiting ones first), the table with paging, and a request's
 * detail in a drawer (`detail` renders it, with its actions; `close` after a review).
 */
export function QueuePage<K extends QueueKind>({
  kind,
  columns,
  detail,
}: {
  kind: K;
  columns: Column<K>[];
  detail: (id: number, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<Filters>({ status: QUEUE_STATUSES[kind][0] });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack gap="md">
      <QueueFilters kind={kind} initial={filters} onApply={setFilters} />
      <Paper withBorder radius="md" p="md">
        {/* a new filter starts again at its first page */}
        <QueueList key={JSON.stringify(filters)} kind={kind} filters={filters} columns={columns} onOpen={setOpen} />
      </Paper>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={t('admin.queues.detailTitle', { id: open ?? '' })}
      >
        {open !== null && detail(open, () => setOpen(null))}
      </Drawer>
    </Stack>
  );
}
