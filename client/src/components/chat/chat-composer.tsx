// The chat's composer (decision 055), for the customer and for staff: a text of at most 2,000
// characters (Enter sends, Shift+Enter starts a new line), or an image chosen with the private
// image picker (components/image-upload.tsx: checked, uploaded at once, shown as a thumbnail)
// and then sent. `tools` adds buttons beside the field (staff: the canned replies).
import { ActionIcon, Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '../../lib/i18n-namespaces';
import { CHAT_TEXT_MAX } from '../../../../shared/chat.ts';
import { ImageUpload, type ImageUploader } from '../image-upload';

interface Props {
  sendText: (text: string) => Promise<unknown>;
  sendImage: (imageId: number) => Promise<unknown>;
  uploader: ImageUploader;
  tools?: (insert: (text: string) => void) => ReactNode;
  disabled?: boolean;
  testId: string;
}

export function ChatComposer({ sendText, sendImage, uploader, tools, disabled, testId }: Props) {
  const { t } = useTranslation('chat');
  // waits for its strings itself: it also renders from the entry (the support overlay)
  const ready = useNamespace('chat');
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  const [imageId, setImageId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = text.trim();
  const tooLong = text.length > CHAT_TEXT_MAX;

  const submit = async () => {
    if (!trimmed || tooLong || busy) return;
    setBusy(true);
    try {
      await sendText(trimmed);
      setText('');
    } catch {
      // the error was shown; the text stays for another try
    } finally {
      setBusy(false);
    }
  };
  const submitImage = async () => {
    if (imageId === null || busy) return;
    setBusy(true);
    try {
      await sendImage(imageId);
      setImageId(null);
      setPicking(false);
    } catch {
      // shown already
    } finally {
      setBusy(false);
    }
  };

  if (!ready) return null;
  return (
    <Box className="chat-composer" data-testid={testId}>
      {picking && (
        <Stack gap="xs" pb="xs">
          <ImageUpload
            purpose={uploader}
            value={imageId}
            onChange={setImageId}
            label={t('chat.imageLabel')}
            texts={{ hint: t('chat.imageHint'), type: t('chat.imageType'), size: t('chat.imageSize') }}
            testId={`${testId}-image`}
            announce={false}
          />
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => void submitImage()}
              disabled={imageId === null}
              loading={busy}
              data-testid={`${testId}-send-image`}
            >
              {t('chat.sendImage')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setPicking(false);
                setImageId(null);
              }}
            >
              {t('chat.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => setPicking((p) => !p)}
          aria-label={t('chat.attach')}
          title={t('chat.attach')}
          disabled={disabled}
          data-testid={`${testId}-attach`}
        >
          <IconPhoto size={20} />
        </ActionIcon>
        {tools?.((s) => setText((current) => (current.trim() ? `${current.trimEnd()}\n${s}` : s)))}
        <Textarea
          className="chat-input"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          disabled={disabled}
          error={tooLong ? t('chat.tooLong', { length: text.length }) : undefined}
          data-testid={`${testId}-input`}
        />
        <ActionIcon
          size="lg"
          onClick={() => void submit()}
          loading={busy}
          disabled={disabled || !trimmed || tooLong}
          aria-label={t('chat.send')}
          title={t('chat.send')}
          data-testid={`${testId}-send`}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {text.length > CHAT_TEXT_MAX * 0.9 && !tooLong && (
        <Text fz="xs" c="dimmed" ta="right">
          {t('chat.counter', { length: text.length })}
        </Text>
      )}
    </Box>
  );
}
