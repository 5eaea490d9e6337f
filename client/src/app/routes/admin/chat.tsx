import { Center, Grid, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatStaffEvent, ChatTab } from '../../../../../shared/chat.ts';
import { PageLoader } from '../../../components/page-loader';
import { useChatConversation } from '../../../features/admin/chat/api/get-chat-conversation';
import { ChatConversation } from '../../../features/admin/chat/components/chat-conversation';
import { ChatCustomer } from '../../../features/admin/chat/components/chat-customer';
import { ChatInbox } from '../../../features/admin/chat/components/chat-inbox';
import { useStaffChatPushes } from '../../../features/admin/chat/hooks/use-staff-chat-pushes';
import { withNamespaces } from '../../../components/namespace-gate';
import { AdminPage } from './admin-page';

function OpenConversation({ id, pushed }: { id: number; pushed: { event: ChatStaffEvent | null; n: number } }) {
  const conversation = useChatConversation(id);
  if (!conversation.data)
    return (
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <PageLoader />
      </Grid.Col>
    );
  return (
    <>
      <Grid.Col span={{ base: 12, md: 8, lg: 6 }}>
        <ChatConversation key={id} conversation={conversation.data} pushed={pushed} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 3 }}>
        <ChatCustomer conversation={conversation.data} />
      </Grid.Col>
    </>
  );
}

function Inbox() {
  const { t } = useTranslation('chat');
  const [tab, setTab] = useState<ChatTab>('unassigned');
  const [open, setOpen] = useState<number | null>(null);
  const [pushed, setPushed] = useState<{ event: ChatStaffEvent | null; n: number }>({ event: null, n: 0 });
  useStaffChatPushes((event) => setPushed((p) => ({ event, n: p.n + 1 })));
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <Paper withBorder radius="md" p="sm">
          <ChatInbox tab={tab} onTab={setTab} selected={open} onSelect={setOpen} />
        </Paper>
      </Grid.Col>
      {open === null ? (
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Paper withBorder radius="md" p="xl">
            <Center mih={240}>
              <Text c="dimmed">{t('chat.admin.select')}</Text>
            </Center>
          </Paper>
        </Grid.Col>
      ) : (
        <OpenConversation id={open} pushed={pushed} />
      )}
    </Grid>
  );
}

/** The customer-service chat's inbox (issue 19.1, decision 055): conversations by tab, one open with its customer beside it (chat.answer). */
function AdminChatPage() {
  return (
    <AdminPage section="chat">
      <Inbox />
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'chat'], AdminChatPage);
