import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { Pager } from '../../../features/admin/components/pager';
import { useClientErrors } from '../../../features/admin/client-errors/api/get-client-errors';
import { ClientErrorDetail } from '../../../features/admin/client-errors/components/client-error-detail';
import { ClientErrorTable } from '../../../features/admin/client-errors/components/client-error-table';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

const PAGE_SIZE = 20;

/** The client's errors (issue 19.7): grouped by message, with counts, first and last seen; a group opens with its mapped stack (errors.read). */
function AdminClientErrorsPage() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const groups = useClientErrors(page, PAGE_SIZE);
  return (
    <AdminPage section="errors">
      <Paper withBorder radius="md" p="md">
        <QueryState
          isPending={groups.isPending}
          isError={groups.isError}
          isEmpty={groups.data?.total === 0}
          emptyText={t('admin.errors.empty')}
          onRetry={() => void groups.refetch()}
        >
          {groups.data && (
            <Stack gap="sm">
              <Text fz="sm" c="dimmed" data-testid="client-errors-total">
                {t('admin.errors.total', { count: groups.data.total })}
              </Text>
              <ClientErrorTable items={groups.data.items} onOpen={setOpen} />
              <Pager total={groups.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} testId="client-errors-pager" />
            </Stack>
          )}
        </QueryState>
      </Paper>
      {open !== null && <ClientErrorDetail id={open} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminClientErrorsPage);
