import { Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useOverview } from '../../../features/admin/api/get-overview';
import { OverviewChart } from '../../../features/admin/components/overview-chart';
import { OverviewFigures, OverviewQueues, OverviewResults, OverviewTrading } from '../../../features/admin/components/overview-figures';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

/** The back office's first page (overview.read): today in UTC, the queues, 30 days. */
function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  const overview = useOverview();
  return (
    <AdminPage section="overview">
      <QueryState isPending={overview.isPending} isError={overview.isError} onRetry={() => void overview.refetch()}>
        {overview.data && (
          <Stack gap="md">
            <Text fz="sm" c="dimmed" data-testid="overview-day">
              {t('admin.overview.day', { day: overview.data.day })}
            </Text>
            <OverviewFigures data={overview.data} />
            <Grid>
              <Grid.Col span={8}>
                <Stack gap="md">
                  <OverviewResults data={overview.data} />
                  <OverviewTrading trading={overview.data.trading} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={4}>
                <OverviewQueues queues={overview.data.queues} />
              </Grid.Col>
            </Grid>
            <OverviewChart days={overview.data.days} />
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminOverviewPage);
