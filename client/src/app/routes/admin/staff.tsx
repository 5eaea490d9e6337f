import { Anchor, Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useProposals } from '../../../features/admin/api/get-proposals';
import { useStaffList } from '../../../features/admin/api/get-staff';
import { proposalSummary } from '../../../features/admin/components/proposal-summary';
import { CreateStaffForm } from '../../../features/admin/components/create-staff-form';
import { StaffTable } from '../../../features/admin/components/staff-table';
import { useStaffPermissions } from '../../../features/admin/hooks/use-staff-permissions';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';
import { useFormat } from '../../../lib/format';

function StaffList() {
  const { staff } = useStaffPermissions();
  const list = useStaffList();
  return (
    <Paper withBorder radius="md" p="md">
      <QueryState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
        {list.data && <StaffTable staff={list.data} selfId={staff?.id} />}
      </QueryState>
    </Paper>
  );
}

/** The new accounts and role raises waiting for a second administrator (decision 031). */
function WaitingStaffChanges() {
  const { exactAmount } = useFormat();
  const { t } = useTranslation('admin');
  const created = useProposals({ status: 'pending', kind: 'staff-create' }, 1, 20);
  const raised = useProposals({ status: 'pending', kind: 'staff-role' }, 1, 20);
  const items = [...(created.data?.items ?? []), ...(raised.data?.items ?? [])].sort((a, b) => b.id - a.id);
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="staff-waiting">
      <Title order={5} mb="xs">
        {t('admin.staff.waiting')}
      </Title>
      <Stack gap={4}>
        {items.map((p) => (
          <Text key={p.id} fz="sm" data-testid="staff-waiting-row" data-id={p.id}>
            <Anchor href="#/admin/approvals" fz="sm">
              #{p.id}
            </Anchor>{' '}
            {proposalSummary(p, t, exactAmount)} · {p.proposedByName}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** Staff accounts: create and raise a role (proposed, decision 031), lower a role, disable, reset two-factor, sign out (staff.manage). */
function AdminStaffPage() {
  const { t } = useTranslation('admin');
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      section="staff"
      actions={
        <div>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)} data-testid="create-staff-open">
            {t('admin.staff.create')}
          </Button>
        </div>
      }
    >
      <Stack gap="md">
        <WaitingStaffChanges />
        <StaffList />
      </Stack>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('admin.staff.create')} centered>
        <CreateStaffForm onDone={() => setCreating(false)} />
      </Modal>
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'account'], AdminStaffPage);
