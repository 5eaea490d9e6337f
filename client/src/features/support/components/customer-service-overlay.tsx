import { ActionIcon, Box, Group, Portal, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteUrl } from '../../../lib/env';
import { closeCustomerService, useCustomerOverlayUrl } from '../hooks/use-customer-overlay';

/** Full-screen overlay embedding the customer-service page, with a back bar titled "online". */
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
        <Box component="header" className="kefu-overlay-bar">
          <Group h="100%" px="xs" gap="xs" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={closeCustomerService}
              aria-label={t('common.back')}
              data-testid="kefu-back"
            >
              <IconChevronLeft size={24} />
            </ActionIcon>
            <Text fw={600} className="kefu-overlay-title" data-testid="kefu-overlay-title">
              {t('kefu.online')}
            </Text>
          </Group>
        </Box>
        <iframe className="kefu-overlay-frame" src={siteUrl(url)} title={t('kefu.chatFrame')} data-testid="kefu-iframe" />
      </Box>
    </Portal>
  );
}
