// A trading capability's back-office page (decisions 036, 041): a settings tab (a table of the
// current settings and, for staff who may change settings, a drawer proposing a change for a
// second administrator to approve) and a tab listing every customer's trading, read only.
import { Drawer, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { QueryState } from '../../../components/query-state';
import { useStaffPermissions } from '../../../features/admin/hooks/use-staff-permissions';
import type { AdminSection } from '../../../features/admin/nav';
import { toast } from '../../../lib/notify';
import { AdminPage } from './admin-page';

interface Tab {
  value: string;
  label: string;
}

export function SettingsTabsPage<S extends { symbol: string }>({
  section,
  settings,
  settingsTab,
  listTab,
  lead,
  table,
  list,
  form,
}: {
  section: AdminSection;
  settings: UseQueryResult<S[]>;
  settingsTab: Tab;
  listTab: Tab;
  lead: string;
  /** The settings table; `propose` is absent for staff who only read. */
  table: (data: S[], propose?: (s: S) => void) => ReactNode;
  list: (data: S[]) => ReactNode;
  form: (s: S, onProposed: (p: ProposalView) => void) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { may } = useStaffPermissions();
  const [editing, setEditing] = useState<S | null>(null);
  return (
    <AdminPage section={section}>
      <QueryState isPending={settings.isPending} isError={settings.isError} onRetry={() => void settings.refetch()}>
        {settings.data && (
          <Tabs defaultValue={settingsTab.value} keepMounted={false}>
            <Tabs.List mb="md">
              {[settingsTab, listTab].map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value} data-testid={`${section}-tab-${tab.value}`}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={settingsTab.value}>
              <Stack gap="sm">
                <Text fz="sm" c="dimmed">
                  {lead}
                </Text>
                <Paper withBorder radius="md" p="md">
                  {table(settings.data, may('settings.write') ? setEditing : undefined)}
                </Paper>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value={listTab.value}>
              <Paper withBorder radius="md" p="md">
                {list(settings.data)}
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
        {editing &&
          form(editing, (p) => {
            toast.success(t('admin.adjustments.proposed', { id: p.id }));
            setEditing(null);
          })}
      </Drawer>
    </AdminPage>
  );
}
