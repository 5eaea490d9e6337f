// One conversation in the back office (decision 055): who and its state, claim and resolve, the
// messages (older ones as the list scrolls up), and the reply with text, an image or a canned
// reply. What is on screen is marked read (the customer sees the mark); a push about this
// conversation reads the messages not held yet.
import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatStaffEvent } from '../../../../../../shared/chat.ts';
import type { ChatConversationItem, ChatSendBody } from '../../../../../../shared/schemas/chat.ts';
import { ChatComposer } from '../../../../components/chat/chat-composer';
import { ChatImage, ChatThread } from '../../../../components/chat/chat-thread';
import { useChatLog } from '../../../../lib/chat-log';
import { toast } from '../../../../lib/notify';
import { useStaffPermissions } from '../../hooks/use-staff-permissions';
import { useClaimChat } from '../api/claim-chat';
import { useStaffChatImage } from '../api/get-chat-image';
import { getStaffChatMessages } from '../api/get-chat-messages';
import { adminKeys } from '../../api/keys';
import { markStaffChatRead } from '../api/mark-chat-read';
import { replyChat } from '../api/reply-chat';
import { useResolveChat } from '../api/resolve-chat';
import { staffChatUploader } from '../api/upload-chat-image';
import { CannedRepliesEditor, CannedReplyMenu } from './canned-replies';
import { customerLabel } from './customer-label';
import './chat-admin.css';

function StaffChatImage({ image }: { image: { id: number; width: number; height: number } }) {
  return <ChatImage url={useStaffChatImage(image.id)} width={image.width} height={image.height} />;
}

interface Props {
  conversation: ChatConversationItem;
  /** The latest push of the chat-staff channel (null: a (re)subscription), numbered so a repeat is seen. */
  pushed: { event: ChatStaffEvent | null; n: number };
}

export function ChatConversation({ conversation: c, pushed }: Props) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const { staff } = useStaffPermissions();
  const claim = useClaimChat();
  const resolve = useResolveChat();
  const [editing, setEditing] = useState(false);
  const log = useChatLog(`staff:${c.id}`, (q) => getStaffChatMessages(c.id, q));
  const { backfill } = log;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per push
  useEffect(() => {
    if (pushed.n > 0 && (pushed.event === null || pushed.event.conversationId === c.id)) backfill();
  }, [pushed.n]);

  const lastCustomerSeq = log.messages.findLast((m) => m.sender === 'customer')?.seq ?? 0;
  useEffect(() => {
    if (lastCustomerSeq <= c.staffReadSeq) return;
    markStaffChatRead(c.id, lastCustomerSeq)
      .then(() => client.invalidateQueries({ queryKey: adminKeys.chatAll() }))
      .catch(() => undefined);
  }, [c.id, c.staffReadSeq, lastCustomerSeq, client]);

  const send = async (body: ChatSendBody) => {
    const message = await replyChat(c.id, body);
    log.receive(message);
    void client.invalidateQueries({ queryKey: adminKeys.chatAll() });
    return message;
  };
  const mine = staff !== null && c.assignee?.id === staff.id;

  return (
    <Paper withBorder radius="md" className="chat-admin-conversation" data-testid="chat-admin-conversation">
      <Group justify="space-between" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--app-border)' }}>
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate="end" data-testid="chat-admin-customer">
              {customerLabel(t, c.customer)}
            </Text>
            <Badge size="sm" variant="light" color={c.status === 'open' ? 'green' : 'gray'} data-testid="chat-admin-status">
              {t(`chat.admin.status.${c.status}`)}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            {c.assignee ? t('chat.admin.assignedTo', { name: c.assignee.name }) : t('chat.admin.unassigned')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!mine && (
            <Button
              size="xs"
              variant="light"
              loading={claim.isPending}
              onClick={() => claim.mutate(c.id, { onSuccess: () => toast.success(t('chat.admin.claimed')) })}
              data-testid="chat-claim"
            >
              {t('chat.admin.claim')}
            </Button>
          )}
          {c.status === 'open' && (
            <Button
              size="xs"
              variant="default"
              loading={resolve.isPending}
              onClick={() => resolve.mutate(c.id, { onSuccess: () => toast.success(t('chat.admin.resolved')) })}
              data-testid="chat-resolve"
            >
              {t('chat.admin.resolve')}
            </Button>
          )}
        </Group>
      </Group>
      <ChatThread
        log={log}
        me="staff"
        otherReadSeq={c.customerReadSeq}
        renderImage={(image) => <StaffChatImage image={image} />}
        empty={<Text c="dimmed">{t('chat.admin.noMessages')}</Text>}
        testId="chat-admin-thread"
      />
      <Box>
        <ChatComposer
          sendText={(text) => send({ text })}
          sendImage={(imageId) => send({ imageId })}
          uploader={staffChatUploader(c.id)}
          tools={(insert) => <CannedReplyMenu insert={insert} onEdit={() => setEditing(true)} />}
          disabled={c.assignee !== null && !mine}
          testId="chat-admin-composer"
        />
      </Box>
      <CannedRepliesEditor opened={editing} onClose={() => setEditing(false)} />
    </Paper>
  );
}
