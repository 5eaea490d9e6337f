import { Button, Modal, Paper } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useStaffList } from '../../../features/admin/api/get-staff';
import { CreateStaffForm } from '../../../features/admin/components/create-staff-form';
import { StaffTable } from '../../../features/admin/components/staff-table';
import { useStaffPermissions } from '../../../features/admin/hooks/use-staff-permissions';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

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

/** Staff accounts: create, change role, disable, reset two-factor, sign out (staff.manage). */
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
      <StaffList />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('admin.staff.create')} centered>
        <CreateStaffForm onDone={() => setCreating(false)} />
      </Modal>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminStaffPage);
