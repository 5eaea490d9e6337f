import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useAudit } from '../../../features/admin/api/get-audit';
import type { AuditFilters as Filters } from '../../../features/admin/api/keys';
import { AuditFilters } from '../../../features/admin/components/audit-filters';
import { AuditTable } from '../../../features/admin/components/audit-table';
import { ChainBadge } from '../../../features/admin/components/chain-badge';
import { Pager } from '../../../features/admin/components/pager';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

const PAGE_SIZE = 20;

function AuditList({ filters }: { filters: Filters }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const audit = useAudit(filters, page, PAGE_SIZE);
  return (
    <QueryState isPending={audit.isPending} isError={audit.isError} onRetry={() => void audit.refetch()}>
      {audit.data && (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed" data-testid="audit-total">
            {t('admin.audit.total', { count: audit.data.total })}
          </Text>
          <AuditTable items={audit.data.items} />
          <Pager total={audit.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} testId="audit-pager" />
        </Stack>
      )}
    </QueryState>
  );
}

/** The audit log: who did what, when, before and after; the chain's state (audit.read). */
function AdminAuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  return (
    <AdminPage
      section="audit"
      actions={
        <Group justify="space-between" align="flex-end">
          <AuditFilters onApply={setFilters} />
          <ChainBadge />
        </Group>
      }
    >
      <Paper withBorder radius="md" p="md">
        {/* a new filter starts again at its first page */}
        <AuditList key={JSON.stringify(filters)} filters={filters} />
      </Paper>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminAuditPage);
