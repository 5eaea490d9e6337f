// The platform's own customer-service chat (decision 055): the conversation and the composer,
// for a logged-in customer or a visitor. Shown in the customer-service overlay when the
// entry's address is our chat page (/#/kefu), and as that page itself.
import { Box, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { QueryState } from '../../../components/query-state';
import { ChatImage, ChatThread } from '../../../components/chat/chat-thread';
import { useNamespace } from '../../../lib/i18n-namespaces';
import { useChatImage } from '../api/get-chat-image';
import { CHAT_IMAGE_UPLOADER } from '../api/upload-chat-image';
import { useCustomerChat } from '../hooks/use-customer-chat';

function CustomerChatImage({ image }: { image: { id: number; width: number; height: number } }) {
  return <ChatImage url={useChatImage(image.id)} width={image.width} height={image.height} />;
}

function Conversation() {
  const { t } = useTranslation('chat');
  const { log, staffReadSeq, send } = useCustomerChat();
  return (
    <>
      {log.failed ? (
        <Box className="chat-thread">
          <QueryState isPending={false} isError onRetry={log.retry}>
            {null}
          </QueryState>
        </Box>
      ) : (
        <ChatThread
          log={log}
          me="customer"
          otherReadSeq={staffReadSeq}
          renderImage={(image) => <CustomerChatImage image={image} />}
          empty={
            <Stack align="center" gap="xs" maw={320}>
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconHeadset size={30} />
              </ThemeIcon>
              <Text fw={600}>{t('chat.title')}</Text>
              <Text fz="sm" c="dimmed" ta="center">
                {t('chat.empty')}
              </Text>
            </Stack>
          }
          testId="chat-thread"
        />
      )}
      <ChatComposer
        sendText={(text) => send({ text })}
        sendImage={(imageId) => send({ imageId })}
        uploader={CHAT_IMAGE_UPLOADER}
        disabled={!log.loaded || log.failed}
        testId="chat-composer"
      />
    </>
  );
}

export function ChatPanel() {
  const ready = useNamespace('chat');
  return (
    <Box className="chat-panel" data-testid="chat-panel">
      {ready ? (
        <Conversation />
      ) : (
        <Center className="chat-thread">
          <Loader size="sm" />
        </Center>
      )}
    </Box>
  );
}

export default ChatPanel;
