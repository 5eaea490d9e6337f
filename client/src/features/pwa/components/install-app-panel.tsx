import { Badge, Button, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useNamespace } from '../../../lib/i18n-namespaces';
import { promptInstall, useInstallState } from '../hooks/use-install';

/**
 * The download page's content (issue 19.5): the app is this site installed from the browser
 * (a web app with its own icon and window, opening offline). The install button shows where
 * the browser offers an install; elsewhere, how to add it from the browser's menu.
 */
export function InstallAppPanel() {
  // (the install strings are a namespace of their own, loaded with the download page)
  const ready = useNamespace('install');
  if (!ready) return <PageLoader />;
  return <InstallApp />;
}

function InstallApp() {
  const { t } = useTranslation('install');
  const state = useInstallState();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} data-testid="install-app" data-state={state}>
      <Stack align="center" gap="md" ta="center" maw={560} mx="auto">
        <Image src="./icons/icon-192.png" alt="" w={96} h={96} radius="xl" />
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('text')}</Text>
        {state === 'available' && (
          <Button size="md" leftSection={<IconDownload size={18} />} onClick={() => void promptInstall()} data-testid="install-button">
            {t('button')}
          </Button>
        )}
        {state === 'installed' && (
          <Badge size="lg" color="teal" variant="light" leftSection={<IconCircleCheck size={16} />} data-testid="installed-badge">
            {t('installed')}
          </Badge>
        )}
        {state === 'unavailable' && (
          <Stack gap={6} data-testid="install-howto">
            <Text fw={600}>{t('howToTitle')}</Text>
            <List ta="left" size="sm" spacing={4}>
              <List.Item>{t('howToChrome')}</List.Item>
              <List.Item>{t('howToSafari')}</List.Item>
            </List>
          </Stack>
        )}
        <Text fz="sm" c="dimmed">
          <IconWifiOff size={14} style={{ verticalAlign: 'middle', marginRight: 6 }} />
          {t('offlineNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
