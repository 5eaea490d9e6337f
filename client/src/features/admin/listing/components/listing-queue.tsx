// The queue of coin listing applications (decision 051): filter by status, a page at a time;
// a row opens the application with its contact, tier and message, where staff set its status
// and notes (accepted and declined are final).
import { Anchor, Badge, Button, Group, Modal, Pagination, SegmentedControl, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_STATUSES, type ListingStatus } from '../../../../../../shared/schemas/pages.ts';
import { QueryState } from '../../../../components/query-state';
import { useFormat } from '../../../../lib/format';
import { LISTING_PAGE_SIZE, type ListingItem, useListingApplications } from '../api/get-listing-applications';
import { useReviewListingApplication } from '../api/review-listing-application';

const COLORS: Record<ListingStatus, string> = { new: 'blue', in_review: 'yellow', accepted: 'teal', declined: 'red' };
const DECIDED: readonly ListingStatus[] = ['accepted', 'declined'];

function StatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`admin.listing.status.${status}`)}
    </Badge>
  );
}

function Review({ item, onDone }: { item: ListingItem; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const review = useReviewListingApplication();
  const [status, setStatus] = useState<ListingStatus>(item.status);
  const [notes, setNotes] = useState(item.staffNotes);
  const decided = DECIDED.includes(item.status);
  const row = (label: string, value: React.ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" w={140} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text fz="sm" style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap="sm" data-testid="listing-review">
      {row(t('admin.listing.project'), `${item.project} (${item.symbol})`)}
      {row(
        t('admin.listing.website'),
        <Anchor href={item.website} target="_blank" rel="noopener noreferrer nofollow">
          {item.website}
        </Anchor>,
      )}
      {row(t('admin.listing.contact'), `${item.contactName} <${item.contactEmail}>`)}
      {row(t('admin.listing.tier'), t(`pages.listing.tiers.${item.tier}`))}
      {row(t('admin.listing.received'), f.dateTime(item.createdAt))}
      {row(t('admin.listing.customer'), item.userId === null ? t('admin.listing.visitor') : `#${item.userId}`)}
      {item.message && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} p="sm" bg="var(--app-surface-2, transparent)">
          {item.message}
        </Text>
      )}
      <Select
        label={t('admin.listing.statusLabel')}
        allowDeselect={false}
        disabled={decided}
        data={LISTING_STATUSES.map((s) => ({ value: s, label: t(`admin.listing.status.${s}`) }))}
        value={status}
        onChange={(v) => v && setStatus(v as ListingStatus)}
        data-testid="listing-status"
      />
      <Textarea
        label={t('admin.listing.notes')}
        autosize
        minRows={3}
        maxLength={2000}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        data-testid="listing-notes"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('admin.content.cancel')}
        </Button>
        <Button
          loading={review.isPending}
          onClick={() => review.mutate({ id: item.id, body: { status, staffNotes: notes } }, { onSuccess: onDone })}
          data-testid="listing-save"
        >
          {t('admin.content.save')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ListingQueue() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [status, setStatus] = useState<ListingStatus | 'all'>('new');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ListingItem | null>(null);
  const list = useListingApplications(status === 'all' ? null : status, page);
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / LISTING_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <SegmentedControl
        style={{ alignSelf: 'flex-start' }}
        value={status}
        onChange={(v) => {
          setStatus(v as ListingStatus | 'all');
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('admin.content.filterAll') },
          ...LISTING_STATUSES.map((s) => ({ value: s, label: t(`admin.listing.status.${s}`) })),
        ]}
        data-testid="listing-filter"
      />
      <QueryState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={items.length === 0}
        emptyText={t('admin.content.empty')}
        onRetry={() => void list.refetch()}
      >
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="listing-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('admin.listing.project')}</Table.Th>
              <Table.Th>{t('admin.listing.tier')}</Table.Th>
              <Table.Th>{t('admin.listing.contact')}</Table.Th>
              <Table.Th>{t('admin.listing.received')}</Table.Th>
              <Table.Th>{t('admin.listing.statusLabel')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((a) => (
              <Table.Tr key={a.id} onClick={() => setOpen(a)} style={{ cursor: 'pointer' }} data-testid={`listing-row-${a.id}`}>
                <Table.Td>{a.id}</Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {a.project} ({a.symbol})
                  </Text>
                </Table.Td>
                <Table.Td>{t(`pages.listing.tiers.${a.tier}`)}</Table.Td>
                <Table.Td>{a.contactEmail}</Table.Td>
                <Table.Td>{f.dateTime(a.createdAt)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={a.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pages > 1 && (
          <Group justify="center">
            <Pagination size="sm" value={page} total={pages} onChange={setPage} />
          </Group>
        )}
      </QueryState>
      <Modal opened={open !== null} onClose={() => setOpen(null)} size="lg" title={open ? `#${open.id} ${open.project}` : ''}>
        {open && <Review item={open} onDone={() => setOpen(null)} />}
      </Modal>
    </Stack>
  );
}
