// Canned replies (decision 055): a menu that puts one into the reply, and the list's editor
// (add, change, delete; each change audited by the server).
import { ActionIcon, Button, Group, Menu, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMessageBolt, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX } from '../../../../../../shared/chat.ts';
import type { CannedReply } from '../../../../../../shared/schemas/chat.ts';
import { useDeleteCannedReply } from '../api/delete-canned-reply';
import { useCannedReplies } from '../api/get-canned-replies';
import { useSaveCannedReply } from '../api/save-canned-reply';

/** A canned reply's title and the start of its text. */
function CannedPreview({ reply }: { reply: CannedReply }) {
  return (
    <>
      <Text fz="sm" fw={600}>
        {reply.title}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={2}>
        {reply.body}
      </Text>
    </>
  );
}

/** The composer's button: pick a canned reply to insert, or open the editor. */
export function CannedReplyMenu({ insert, onEdit }: { insert: (text: string) => void; onEdit: () => void }) {
  const { t } = useTranslation('chat');
  const canned = useCannedReplies();
  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('chat.admin.cannedInsert')}
          title={t('chat.admin.cannedInsert')}
          data-testid="chat-canned"
        >
          <IconMessageBolt size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown maw={360}>
        <Menu.Label>{t('chat.admin.canned')}</Menu.Label>
        {canned.data?.length === 0 && <Menu.Item disabled>{t('chat.admin.cannedEmpty')}</Menu.Item>}
        {canned.data?.map((c) => (
          <Menu.Item key={c.id} onClick={() => insert(c.body)} data-testid={`chat-canned-${c.id}`}>
            <CannedPreview reply={c} />
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit} data-testid="chat-canned-edit">
          {t('chat.admin.cannedManage')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

const EMPTY = { title: '', body: '', sort: 0 };

/** The canned replies' editor. */
export function CannedRepliesEditor({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const canned = useCannedReplies();
  const save = useSaveCannedReply();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<{ id: number | null; title: string; body: string; sort: number }>({ id: null, ...EMPTY });
  const edit = (c: CannedReply) => setEditing({ id: c.id, title: c.title, body: c.body, sort: c.sort });
  const valid = editing.title.trim() !== '' && editing.body.trim() !== '' && editing.body.length <= CHAT_TEXT_MAX;
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.admin.cannedManage')} size="lg" data-testid="chat-canned-editor">
      <Stack gap="sm">
        {canned.data?.map((c) => (
          <Group key={c.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0} miw={0}>
              <CannedPreview reply={c} />
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" onClick={() => edit(c)} aria-label={t('chat.admin.cannedEdit')}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                loading={remove.isPending && remove.variables === c.id}
                onClick={() => remove.mutate(c.id)}
                aria-label={t('chat.admin.cannedDelete')}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--app-border)' }}>
          <Group grow align="flex-start">
            <TextInput
              label={t('chat.admin.cannedTitle')}
              value={editing.title}
              maxLength={60}
              onChange={(e) => setEditing({ ...editing, title: e.currentTarget.value })}
              data-testid="chat-canned-title"
            />
            <NumberInput
              label={t('chat.admin.cannedSort')}
              value={editing.sort}
              min={0}
              max={9999}
              allowDecimal={false}
              onChange={(v) => setEditing({ ...editing, sort: typeof v === 'number' ? v : 0 })}
            />
          </Group>
          <Textarea
            label={t('chat.admin.cannedBody')}
            value={editing.body}
            autosize
            minRows={2}
            maxRows={6}
            onChange={(e) => setEditing({ ...editing, body: e.currentTarget.value })}
            data-testid="chat-canned-body"
          />
          <Group justify="flex-end" gap="xs">
            {editing.id !== null && (
              <Button variant="default" onClick={() => setEditing({ id: null, ...EMPTY })}>
                {t('chat.cancel')}
              </Button>
            )}
            <Button
              disabled={!valid}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { id: editing.id, body: { title: editing.title.trim(), body: editing.body.trim(), sort: editing.sort } },
                  { onSuccess: () => setEditing({ id: null, ...EMPTY }) },
                )
              }
              data-testid="chat-canned-save"
            >
              {editing.id === null ? t('chat.admin.cannedAdd') : t('chat.admin.cannedSave')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Modal>
  );
}
