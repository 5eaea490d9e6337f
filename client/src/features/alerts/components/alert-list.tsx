// The user's price alerts (account area): the active ones with cancel, then the latest that
// fired (with the tick that crossed them) or were cancelled. Demo mode: the same list. Prices,
// percents and times in the app's language (lib/format.ts: exact decimal text, never a float).
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alertRule, MOVE_WINDOWS, type MoveWindow } from '../../../../../shared/price-alerts.ts';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useAlerts } from '../api/get-alerts';
import { useCancelAlert } from '../api/cancel-alert';
import type { AlertView } from '../types';

const STATUS_COLOR = { active: 'blue', fired: 'green', cancelled: 'gray' } as const;

const iso = (ms: number) => new Date(ms).toISOString();

function AlertRow({ alert }: { alert: AlertView }) {
  const { t } = useTranslation();
  const f = useFormat();
  const cancel = useCancelAlert();
  const windowMs = alert.window ? MOVE_WINDOWS[alert.window as MoveWindow] : null;
  return (
    <Card withBorder radius="md" p="sm" data-testid="alert-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>{alert.symbol}</Text>
            <Text ff="monospace">{alertRule(alert.kind, f.decimal(alert.threshold), windowMs)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {alert.firedTick
              ? t('alerts.firedAt', { price: f.decimal(alert.firedTick.price), time: f.dateTime(iso(alert.firedTick.time)) })
              : t('alerts.setAt', { price: f.decimal(alert.armedAt.price), time: f.dateTime(iso(alert.createdAt)) })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {/* never shrunk: a squeezed badge cuts its label ("AUS…" for "Ausgelöst") */}
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
