import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/pwa';

/** A strip along the top of every screen while the browser is offline (the shell still opens, from the service worker's cache). */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Group
      role="status"
      gap={8}
      justify="center"
      wrap="nowrap"
      px="md"
      py={6}
      data-testid="offline-banner"
      style={{
        position: 'sticky',
        top: 'var(--sandbox-banner-h)',
        zIndex: 400,
        background: 'var(--mantine-color-yellow-8)',
        color: 'var(--mantine-color-black)',
      }}
    >
      <IconWifiOff size={16} />
      <Text fz="sm" fw={600}>
        {t('pwa.offline')}
      </Text>
    </Group>
  );
}
