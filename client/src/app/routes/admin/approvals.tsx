import { Drawer, Group, Paper, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROPOSAL_KINDS, type ProposalKind, type ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { QueryState } from '../../../components/query-state';
import { useProposals } from '../../../features/admin/api/get-proposals';
import type { ProposalFilters } from '../../../features/admin/api/keys';
import { ProposalDetail } from '../../../features/admin/components/proposal-detail';
import { ProposalTable } from '../../../features/admin/components/proposal-table';
import { Pager } from '../../../features/admin/components/pager';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

const PAGE_SIZE = 20;

function ProposalList({ filters, onOpen }: { filters: ProposalFilters; onOpen: (p: ProposalView) => void }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = useProposals(filters, page, PAGE_SIZE);
  return (
    <QueryState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
      {list.data && (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed" data-testid="proposals-total">
            {t('admin.approvals.total', { count: list.data.total })}
          </Text>
          <ProposalTable items={list.data.items} onOpen={onOpen} />
          <Pager total={list.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}

/** Four-eyes approvals: pending and decided proposals, their before → after, approve or reject. */
function AdminApprovalsPage() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<ProposalFilters>({ status: 'pending' });
  const [open, setOpen] = useState<ProposalView | null>(null);
  return (
    <AdminPage
      section="approvals"
      actions={
        <Group align="flex-end" gap="md">
          <SegmentedControl
            value={filters.status}
            onChange={(v) => setFilters({ ...filters, status: v as ProposalFilters['status'] })}
            data={[
              { value: 'pending', label: t('admin.approvals.pending') },
              { value: 'decided', label: t('admin.approvals.decided') },
            ]}
            data-testid="proposals-status"
          />
          <Select
            placeholder={t('admin.approvals.allKinds')}
            clearable
            value={filters.kind ?? null}
            onChange={(v) => setFilters({ ...filters, kind: (v as ProposalKind | null) ?? undefined })}
            data={PROPOSAL_KINDS.map((k) => ({ value: k, label: t(`admin.approvals.kind.${k}`) }))}
            w={240}
            data-testid="proposals-kind"
          />
          <Switch
            label={t('admin.approvals.mine')}
            checked={filters.mine ?? false}
            onChange={(e) => setFilters({ ...filters, mine: e.currentTarget.checked })}
            mb={6}
            data-testid="proposals-mine"
          />
        </Group>
      }
    >
      <Paper withBorder radius="md" p="md">
        <ProposalList key={JSON.stringify(filters)} filters={filters} onOpen={setOpen} />
      </Paper>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={open ? `${t('admin.approvals.proposal')} #${open.id}` : ''}
      >
        {open && <ProposalDetail proposal={open} onDone={() => setOpen(null)} />}
      </Drawer>
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'account'], AdminApprovalsPage);
