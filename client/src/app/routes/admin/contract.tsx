import { Drawer, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContractSetting } from '../../../../../shared/schemas/admin-contract.ts';
import { QueryState } from '../../../components/query-state';
import { useContractSettings } from '../../../features/admin/contract/api/get-contract-settings';
import { ContractSettingForm } from '../../../features/admin/contract/components/contract-setting-form';
import { ContractSettingsTable } from '../../../features/admin/contract/components/contract-settings-table';
import { useStaffPermissions } from '../../../features/admin/hooks/use-staff-permissions';
import { toast } from '../../../lib/notify';
import { AdminPage } from './admin-page';

/**
 * Contract trading's back office (decision 036): every product's contract settings, each
 * change a four-eyes proposal (settings.write) shown before → after.
 */
export default function AdminContractPage() {
  const { t } = useTranslation();
  const { may } = useStaffPermissions();
  const settings = useContractSettings();
  const [editing, setEditing] = useState<AdminContractSetting | null>(null);
  return (
    <AdminPage section="contract">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('admin.contract.lead')}
        </Text>
        <Paper withBorder radius="md" p="md">
          <QueryState isPending={settings.isPending} isError={settings.isError} onRetry={() => void settings.refetch()}>
            {settings.data && <ContractSettingsTable settings={settings.data} onPropose={may('settings.write') ? setEditing : undefined} />}
          </QueryState>
        </Paper>
      </Stack>
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
