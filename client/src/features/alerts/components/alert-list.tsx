// The user's price alerts (account area): the active ones with cancel, then the latest that
// fired (with the tick that crossed them) or were cancelled. Demo mode: the same list.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alertRule } from '../../../../../shared/price-alerts.ts';
import { QueryState } from '../../../components/query-state';
import { useAlerts } from '../api/get-alerts';
import { useCancelAlert } from '../api/cancel-alert';
import type { AlertView } from '../types';

const STATUS_COLOR = { active: 'blue', fired: 'green', cancelled: 'gray' } as const;

function when(ms: number) {
  return new Date(ms).toLocaleString();
}

function AlertRow({ alert }: { alert: AlertView }) {
  const { t } = useTranslation();
  const cancel = useCancelAlert();
  const windowMs = alert.window === '15m' ? 900_000 : alert.window === '1h' ? 3_600_000 : alert.window === '24h' ? 86_400_000 : null;
  return (
    <Card withBorder radius="md" p="sm" data-testid="alert-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{alert.symbol}</Text>
            <Text ff="monospace">{alertRule(alert.kind, alert.threshold, windowMs)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {alert.firedTick
              ? t('alerts.firedAt', { price: alert.firedTick.price, time: when(alert.firedTick.time) })
              : t('alerts.setAt', { price: alert.armedAt.price, time: when(alert.createdAt) })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Badge color={STATUS_COLOR[alert.status]} variant="light">
            {t(`alerts.status_${alert.status}`)}
          </Badge>
          {alert.status === 'active' && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(alert.id)}
              data-testid="alert-cancel"
            >
              {t('alerts.cancel')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

export function AlertList() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  return (
    <Stack gap="md" data-testid="alert-list">
      <Text size="sm" c="dimmed">
        {t('alerts.about')}
      </Text>
      <QueryState isPending={alerts.isPending} isError={alerts.isError} onRetry={() => void alerts.refetch()} minHeight={120}>
        {alerts.data && (
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={5}>{t('alerts.active', { count: alerts.data.active.length, max: alerts.data.max })}</Title>
              {alerts.data.active.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('alerts.none')}
                </Text>
              ) : (
                alerts.data.active.map((a) => <AlertRow key={a.id} alert={a} />)
              )}
            </Stack>
            {alerts.data.recent.length > 0 && (
              <Stack gap="xs">
                <Title order={5}>{t('alerts.recent')}</Title>
                {alerts.data.recent.map((a) => (
                  <AlertRow key={a.id} alert={a} />
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
