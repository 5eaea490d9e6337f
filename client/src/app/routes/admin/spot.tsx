import { Drawer, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSpotMarket } from '../../../../../shared/schemas/admin-spot.ts';
import { QueryState } from '../../../components/query-state';
import { useStaffPermissions } from '../../../features/admin/hooks/use-staff-permissions';
import { useSpotMarkets } from '../../../features/admin/spot/api/get-spot-markets';
import { SpotMarketForm } from '../../../features/admin/spot/components/spot-market-form';
import { SpotMarketsTable } from '../../../features/admin/spot/components/spot-markets-table';
import { SpotOrderList } from '../../../features/admin/spot/components/spot-order-list';
import { toast } from '../../../lib/notify';
import { AdminPage } from './admin-page';

/**
 * Spot (coin-to-coin) trading's back office (decision 041): every market's settings, each
 * change a four-eyes proposal (settings.write) shown before → after; and every customer's spot
 * orders with their fills, read only.
 */
export default function AdminSpotPage() {
  const { t } = useTranslation();
  const { may } = useStaffPermissions();
  const markets = useSpotMarkets();
  const [editing, setEditing] = useState<AdminSpotMarket | null>(null);
  return (
    <AdminPage section="spot">
      <QueryState isPending={markets.isPending} isError={markets.isError} onRetry={() => void markets.refetch()}>
        {markets.data && (
          <Tabs defaultValue="markets" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="markets" data-testid="spot-tab-markets">
                {t('admin.spot.markets')}
              </Tabs.Tab>
              <Tabs.Tab value="orders" data-testid="spot-tab-orders">
                {t('admin.spot.orders')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="markets">
              <Stack gap="sm">
                <Text fz="sm" c="dimmed">
                  {t('admin.spot.lead')}
                </Text>
                <Paper withBorder radius="md" p="md">
                  <SpotMarketsTable markets={markets.data} onPropose={may('settings.write') ? setEditing : undefined} />
                </Paper>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="orders">
              <Paper withBorder radius="md" p="md">
                <SpotOrderList markets={markets.data} />
              </Paper>
            </Tabs.Panel>
          </Tabs>
        )}
      </QueryState>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={editing ? t('admin.contract.proposeTitle', { symbol: editing.symbol }) : ''}
      >
        {editing && (
          <SpotMarketForm
            market={editing}
            onProposed={(p) => {
              toast.success(t('admin.adjustments.proposed', { id: p.id }));
              setEditing(null);
            }}
          />
        )}
      </Drawer>
    </AdminPage>
  );
}
