// A conversation's messages (decision 055), for the customer's chat and the back office alike:
// bubbles on my side and the other's, images, a read mark under my messages the other side
// has read, and older messages loaded as the list is scrolled to its top (the position kept).
import { Box, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '../../lib/i18n-namespaces';
import type { ChatLog, ChatMessage } from '../../lib/chat-log';
import { useFormat } from '../../lib/format';
import './chat.css';

interface Props {
  log: ChatLog;
  /** Whose messages are mine (on the right). */
  me: ChatMessage['sender'];
  /** How far the other side has read my messages (the read marks). */
  otherReadSeq: number;
  /** An image message's picture (fetched with the caller's credentials). */
  renderImage: (image: NonNullable<ChatMessage['image']>) => ReactNode;
  /** Shown while there is no message yet. */
  empty: ReactNode;
  testId: string;
}

/** Within this many pixels of the bottom, a new message scrolls the list down. */
const STICK_PX = 80;
/** Within this many pixels of the top, older messages are loaded. */
const TOP_PX = 48;

export function ChatThread({ log, me, otherReadSeq, renderImage, empty, testId }: Props) {
  const { t } = useTranslation('chat');
  // waits for its strings itself: it also renders from the entry (the support overlay)
  const ready = useNamespace('chat');
  const { dateTime } = useFormat();
  const box = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const firstSeq = log.messages[0]?.seq;
  const lastSeq = log.messages.at(-1)?.seq;
  const heightBefore = useRef<{ first: number | undefined; height: number } | null>(null);

  // older messages went on top: keep what was on screen where it was
  useLayoutEffect(() => {
    const el = box.current;
    const before = heightBefore.current;
    if (!el || !before) return;
    if (before.first !== firstSeq) el.scrollTop += el.scrollHeight - before.height;
    heightBefore.current = null;
  }, [firstSeq]);

  // a new message at the bottom: follow it when the list was at the bottom
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useEffect(() => {
    const el = box.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [lastSeq]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    if (el.scrollTop < TOP_PX && log.hasOlder && !log.loadingOlder) {
      heightBefore.current = { first: firstSeq, height: el.scrollHeight };
      log.loadOlder();
    }
  };

  if (!ready) return null;
  return (
    <Box ref={box} className="chat-thread" onScroll={onScroll} role="log" aria-live="polite" data-testid={testId}>
      {!log.loaded ? (
        <Center h="100%">
          <Loader size="sm" />
        </Center>
      ) : log.messages.length === 0 ? (
        <Center h="100%" p="lg">
          {empty}
        </Center>
      ) : (
        <Stack gap={6} p="sm">
          <Text fz="xs" c="dimmed" ta="center" data-testid={`${testId}-top`}>
            {log.loadingOlder ? t('chat.loadingOlder') : log.hasOlder ? '' : t('chat.beginning')}
          </Text>
          {log.messages.map((m) => {
            const mine = m.sender === me;
            return (
              <Box
                key={m.seq}
                className={mine ? 'chat-bubble chat-bubble-mine' : 'chat-bubble'}
                data-testid={`${testId}-message`}
                data-seq={m.seq}
                data-sender={m.sender}
              >
                {m.image ? (
                  <Box className="chat-image">{renderImage(m.image)}</Box>
                ) : (
                  <Text fz="sm" className="chat-text">
                    {m.text}
                  </Text>
                )}
                <Text fz={10} className="chat-meta">
                  {dateTime(m.createdAt)}
                  {mine && m.seq <= otherReadSeq && (
                    <span className="chat-read" data-testid={`${testId}-read`} title={t('chat.read')}>
                      <IconChecks size={12} /> {t('chat.read')}
                    </span>
                  )}
                </Text>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

/** A chat image from an object URL (null while loading), opening full size in a new tab. */
export function ChatImage({ url, width, height }: { url: string | null | undefined; width: number; height: number }) {
  const { t } = useTranslation('chat');
  // waits for its strings itself: it also renders from the entry (the support overlay)
  const ready = useNamespace('chat');
  // the box keeps the image's shape while it loads, so the list does not jump; a tiny image is
  // shown at a size one can see and tap, a tall one cut to a height the list can hold
  const w = Math.max(64, Math.min(220, width || 220));
  const h = Math.max(48, Math.min(280, width ? Math.round((height / width) * w) : 160));
  if (!ready) return null;
  if (!url)
    return (
      <Center w={w} h={h}>
        <Loader size="xs" />
      </Center>
    );
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <Image src={url} alt={t('chat.image')} w={w} h={h} fit="contain" radius="sm" />
    </a>
  );
}
