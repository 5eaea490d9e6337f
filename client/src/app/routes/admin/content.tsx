import { Button, Group, Modal, Paper, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, type ContentKind } from '../../../features/admin/content/api/content-kinds';
import { ContentEditor } from '../../../features/admin/content/components/content-editor';
import { KIND_SPECS } from '../../../features/admin/content/components/content-fields';
import { ContentTable } from '../../../features/admin/content/components/content-table';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

type Editing = { kind: ContentKind; row: { id: number } | null } | null;

/** Notices, banners, messages, customer-service entries and news, each with a version per locale (content.write). */
function AdminContentPage() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<ContentKind>('notices');
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <AdminPage section="content">
      <Paper withBorder radius="md" p="md">
        <Tabs value={kind} onChange={(v) => v && setKind(v as ContentKind)} keepMounted={false}>
          {/* the "new" button beside the tabs, not among them: a tab list holds only tabs (axe, decision 076) */}
          <Group mb="md" gap="sm" wrap="nowrap" align="flex-end">
            <Tabs.List style={{ flex: 1 }}>
              {CONTENT_KINDS.map((k) => (
                <Tabs.Tab key={k} value={k} data-testid={`content-tab-${k}`}>
                  {t(`admin.content.kind.${k}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Button
              size="xs"
              disabled={KIND_SPECS[kind].fixed}
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ kind, row: null })}
              data-testid="content-new"
            >
              {t(`admin.content.new.${kind}`)}
            </Button>
          </Group>
          {CONTENT_KINDS.map((k) => (
            <Tabs.Panel key={k} value={k}>
              <ContentTable kind={k} onEdit={(row) => setEditing({ kind: k, row })} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        title={editing && t(editing.row ? `admin.content.edit` : `admin.content.new.${editing.kind}`)}
      >
        {editing && <ContentEditor kind={editing.kind} row={editing.row as never} onDone={() => setEditing(null)} />}
      </Modal>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminContentPage);
