import { ActionIcon, Box, Group, Portal, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { closeCustomerService, useCustomerOverlayUrl } from '../hooks/use-customer-overlay';

// the chat (and its strings) load when it is first opened, not with the first page
const ChatPanel = lazy(() => import('./chat-panel'));

/** The back bar titled "online" (spec section 1), of the overlay and of the chat page. */
export function CustomerServiceBar({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="header" className="kefu-overlay-bar">
      <Group h="100%" px="xs" gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={onBack} aria-label={t('common.back')} data-testid="kefu-back">
          <IconChevronLeft size={24} />
        </ActionIcon>
        <Text fw={600} className="kefu-overlay-title" data-testid="kefu-overlay-title">
          {t('kefu.online')}
        </Text>
      </Group>
    </Box>
  );
}

/**
 * Full-screen overlay with our own chat and a back bar titled "online". Only our chat opens
 * here; an external entry is a link to a new tab (issue 33 point 5).
 */
export function CustomerServiceOverlay() {
  const { t } = useTranslation();
  const url = useCustomerOverlayUrl();

  useEffect(() => {
    if (!url) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeCustomerService();
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [url]);

  if (!url) return null;
  return (
    <Portal>
      <Box className="kefu-overlay" role="dialog" aria-modal="true" aria-label={t('kefu.online')} data-testid="kefu-overlay">
        <CustomerServiceBar onBack={closeCustomerService} />
        <Suspense fallback={<PageLoader minHeight="50vh" />}>
          <ChatPanel />
        </Suspense>
      </Box>
    </Portal>
  );
}
