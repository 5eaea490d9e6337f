// The service worker (vite-plugin-pwa, client/vite.config.ts; decision 052), registered after
// the page has loaded, in production builds only. A new version waits: the user is told an
// update is available and reloads into it with the notification's button.
import { Button, Group, Text } from '@mantine/core';
import { registerSW } from 'virtual:pwa-register';
import { i18n } from './i18n';
import { showNotification } from './notify';

export function registerServiceWorker() {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      showNotification({
        id: 'app-update',
        autoClose: false,
        withBorder: true,
        color: 'blue',
        title: i18n.t('pwa.updateTitle'),
        'data-testid': 'app-update',
        message: (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm">{i18n.t('pwa.updateText')}</Text>
            <Button size="xs" onClick={() => void update(true)} data-testid="app-update-reload">
              {i18n.t('common.reload')}
            </Button>
          </Group>
        ),
      });
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
}
