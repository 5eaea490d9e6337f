import { Drawer, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContractSetting } from '../../../../../shared/schemas/admin-contract.ts';
import { QueryState } from '../../../components/query-state';
import { useContractSettings } from '../../../features/admin/contract/api/get-contract-settings';
import { ContractSettingForm } from '../../../features/admin/contract/components/contract-setting-form';
import { ContractSettingsTable } from '../../../features/admin/contract/components/contract-settings-table';
import { PositionList } from '../../../features/admin/contract/components/position-list';
import { useStaffPermissions } from '../../../features/admin/hooks/use-staff-permissions';
import { toast } from '../../../lib/notify';
import { AdminPage } from './admin-page';

/**
 * Contract trading's back office (decision 036): every product's contract settings, each
 * change a four-eyes proposal (settings.write) shown before → after; and every customer's
 * positions with their events, read only.
 */
export default function AdminContractPage() {
  const { t } = useTranslation();
  const { may } = useStaffPermissions();
  const settings = useContractSettings();
  const [editing, setEditing] = useState<AdminContractSetting | null>(null);
  return (
    <AdminPage section="contract">
      <QueryState isPending={settings.isPending} isError={settings.isError} onRetry={() => void settings.refetch()}>
        {settings.data && (
          <Tabs defaultValue="settings" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="settings" data-testid="contract-tab-settings">
                {t('admin.contract.settings')}
              </Tabs.Tab>
              <Tabs.Tab value="positions" data-testid="contract-tab-positions">
                {t('admin.contract.positions')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="settings">
              <Stack gap="sm">
                <Text fz="sm" c="dimmed">
                  {t('admin.contract.lead')}
                </Text>
                <Paper withBorder radius="md" p="md">
                  <ContractSettingsTable settings={settings.data} onPropose={may('settings.write') ? setEditing : undefined} />
                </Paper>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="positions">
              <Paper withBorder radius="md" p="md">
                <PositionList products={settings.data} />
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
          <ContractSettingForm
            setting={editing}
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
