// The popup notice, shown once per browser session, in a native <dialog> (modal, closes on
// Escape and on a click outside; no dialog library on the home page).
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionFlags } from '../../../lib/storage';
import { useNoticeDialog } from '../api/get-notice-dialog';
import type { Notice } from '../api/get-notices';

const flagName = (id: number) => `noticeDialogShown:${id}`;

function NoticeDialogView({ notice, onClose, onOpen }: { notice: Notice; onClose: () => void; onOpen?: (id: number) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // a click on the backdrop (the dialog element itself, outside its body) closes it
    const onBackdrop = (e: MouseEvent) => {
      if (e.target === dialog) closeRef.current();
    };
    dialog.addEventListener('click', onBackdrop);
    return () => {
      dialog.removeEventListener('click', onBackdrop);
      dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="notice-dialog"
      aria-labelledby="notice-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      data-testid="notice-dialog"
    >
      <div className="notice-dialog-body">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Text fw={600} fz="lg" id="notice-dialog-title">
            {notice.title || t('home.noticeDialogTitle')}
          </Text>
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('common.close')}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
        <Text className="notice-dialog-text" c="dimmed" lh={1.7} mt="sm">
          {notice.content}
        </Text>
        <Group justify="flex-end" mt="lg">
          {onOpen && (
            <Button
              variant="default"
              onClick={() => {
                onClose();
                onOpen(notice.id);
              }}
            >
              {t('common.viewDetails')}
            </Button>
          )}
          <Button onClick={onClose} data-testid="notice-dialog-close">
            {t('home.dontShowAgain')}
          </Button>
        </Group>
      </div>
    </dialog>
  );
}

export function NoticeDialog({ onOpen }: { onOpen?: (id: number) => void }) {
  const { data } = useNoticeDialog();
  const [closedId, setClosedId] = useState<number | null>(null);
  const notice = data ?? null;
  if (!notice || closedId === notice.id || sessionFlags.has(flagName(notice.id))) return null;
  const close = () => {
    sessionFlags.set(flagName(notice.id));
    setClosedId(notice.id);
  };
  return <NoticeDialogView notice={notice} onClose={close} onOpen={onOpen} />;
}
