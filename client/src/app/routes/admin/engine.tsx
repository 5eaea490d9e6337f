import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { withNamespaces } from '../../../components/namespace-gate';
import { useEngineStatus } from '../../../features/admin/api/get-engine-status';
import { EngineStatusView } from '../../../features/admin/components/engine-status';
import { useFormat } from '../../../lib/format';
import { AdminPage } from './admin-page';

/**
 * Who runs the engine (issue 36, errors.read): one process, or in a cluster the leader by its
 * lease, this instance's part in the election and the lease's times; refreshed every 2 s. A
 * failed refresh keeps the last reading on screen, saying when it was taken.
 */
function AdminEnginePage() {
  const { t } = useTranslation('admin');
  const { time } = useFormat();
  const engine = useEngineStatus();
  return (
    <AdminPage section="engine">
      <QueryState isPending={engine.isPending} isError={engine.isError && !engine.data} onRetry={() => void engine.refetch()}>
        {engine.data && (
          <Stack gap="sm">
            <EngineStatusView status={engine.data} />
            {engine.isError ? (
              <Text fz="xs" c="red" data-testid="engine-stale">
                {t('admin.engine.stale', { time: time(engine.dataUpdatedAt) })}
              </Text>
            ) : (
              <Text fz="xs" c="dimmed" data-testid="engine-refresh">
                {t('admin.engine.refresh')}
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminEnginePage);
