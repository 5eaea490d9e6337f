import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSocketStatus } from '../hooks/use-socket-status';

/** A dot and "Live" while the realtime connection is open, "Reconnecting…" otherwise. */
export function LiveStatus() {
  const { t } = useTranslation();
  const status = useSocketStatus();
  return (
    <Group gap={6} wrap="nowrap" className="live-status" data-status={status} data-testid="live-status">
      <span className="live-dot" data-status={status} />
      <Text fz="xs" c="dimmed">
        {status === 'reconnecting' ? t('market.reconnecting') : t('market.live')}
      </Text>
    </Group>
  );
}
