import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../lib/error-reporting';
import { isChunkLoadError } from '../lib/lazy-page';

/** The screen shown instead of a blank page when a chunk fails to load or a page crashes; the error is reported. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  // a render error or a chunk that did not load, reported once (the boundary caught it: no
  // window error event follows)
  useEffect(() => reportError(error, chunk ? 'chunk' : 'error'), [error, chunk]);
  return (
    <Center mih="60vh" p="xl" data-testid={chunk ? 'chunk-error' : 'page-error'}>
      <Stack align="center" gap="md" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={chunk ? 'yellow' : 'red'}>
          {chunk ? <IconCloudOff size={34} /> : <IconAlertTriangle size={34} />}
        </ThemeIcon>
        <Title order={3}>{chunk ? t('error.chunkTitle') : t('error.crashTitle')}</Title>
        <Text c="dimmed">{chunk ? t('error.chunkText') : t('error.crashText')}</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()} data-testid="reload-button">
          {t('common.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
