// A trading capability's back-office page (decisions 036, 041): a settings tab (a table of the
// current settings and, for staff who may change settings, a drawer proposing a change for a
// second administrator to approve, or proposing a new item where the page offers it, decision
// 058) and a tab listing every customer's trading, read only.
import { Button, Drawer, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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

/** A "new" button opening a drawer with a proposal creating an item (staff who may change settings). */
interface Create {
  label: string;
  title: string;
  form: (onProposed: (p: ProposalView) => void) => ReactNode;
}

/** What the drawer shows: a change of one item, or a new one. */
type Editing<S> = { item: S } | { create: Create } | null;

export function SettingsTabsPage<S extends { symbol: string }>({
  section,
  settings,
  settingsTab,
  listTab,
  lead,
  table,
  list,
  form,
  create,
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
  /** Offers proposing a new item beside the table. */
  create?: Create;
}) {
  const { t } = useTranslation('admin');
  const { may } = useStaffPermissions();
  const [editing, setEditing] = useState<Editing<S>>(null);
  const writer = may('settings.write');
  const onProposed = (p: ProposalView) => {
    toast.success(t('admin.adjustments.proposed', { id: p.id }));
    setEditing(null);
  };
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
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text fz="sm" c="dimmed">
                    {lead}
                  </Text>
                  {create && writer && (
                    <Button
                      leftSection={<IconPlus size={16} />}
                      onClick={() => setEditing({ create })}
                      style={{ flexShrink: 0 }}
                      data-testid={`${section}-new`}
                    >
                      {create.label}
                    </Button>
                  )}
                </Group>
                <Paper withBorder radius="md" p="md">
                  {table(settings.data, writer ? (item) => setEditing({ item }) : undefined)}
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
        title={
          editing === null
            ? ''
            : 'item' in editing
              ? t('admin.contract.proposeTitle', { symbol: editing.item.symbol })
              : editing.create.title
        }
      >
        {editing !== null && ('item' in editing ? form(editing.item, onProposed) : editing.create.form(onProposed))}
      </Drawer>
    </AdminPage>
  );
}
