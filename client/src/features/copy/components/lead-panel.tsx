import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useTradeEnv } from '../../../lib/trading/env';
import { MODE_COLOR, MODE_LABEL } from '../../../lib/trading/mode';
import { useLeaderStatus } from '../api/get-leader-status';
import { useSetLeader } from '../api/set-leader';

/**
 * Leading: opting in per mode to be copied, with the followers I have and what it means
 * (followers copy my contract positions and see my results). Guests cannot lead.
 */
export function LeadPanel({ compact }: { compact: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const env = useTradeEnv();
  const q = useLeaderStatus();
  const set = useSetLeader();
  if (env.guest) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="copy-lead-guest">
        {t('copyTrading.lead.guest')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="copy-lead">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Text fw={600}>{t('copyTrading.lead.title')}</Text>
          <Text size="sm">{t('copyTrading.lead.explain')}</Text>
          <Text size="sm">{t('copyTrading.lead.record')}</Text>
          <Text size="sm" c="dimmed">
            {t('copyTrading.lead.stopNote')}
          </Text>
        </Stack>
      </Paper>
      <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()} minHeight={120}>
        <SimpleGrid cols={compact ? 1 : 2} spacing="sm">
          {(q.data?.modes ?? []).map((m) => (
            <Paper key={m.mode} withBorder radius="md" p="md" data-testid={`copy-lead-${m.mode}`}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Badge color={MODE_COLOR[m.mode]} variant="light">
                    {t(MODE_LABEL[m.mode])}
                  </Badge>
                  <Switch
                    checked={m.enabled}
                    disabled={set.isPending}
                    onChange={(e) => set.mutate({ mode: m.mode, enabled: e.currentTarget.checked })}
                    label={m.enabled ? t('copyTrading.lead.on') : t('copyTrading.lead.off')}
                    labelPosition="left"
                    data-testid={`copy-lead-${m.mode}-switch`}
                  />
                </Group>
                <Group gap="lg">
                  <Stack gap={0}>
                    <Text size="xs" c="dimmed">
                      {t('copyTrading.followers')}
                    </Text>
                    <Text fw={700} className="num" data-testid={`copy-lead-${m.mode}-followers`} data-value={m.followers}>
                      {f.integer(m.followers)}
                    </Text>
                  </Stack>
                  <Stack gap={0}>
                    <Text size="xs" c="dimmed">
                      {t('copyTrading.since')}
                    </Text>
                    <Text fw={700} className="num">
                      {m.since === null ? '—' : f.date(new Date(m.since).toISOString())}
                    </Text>
                  </Stack>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </QueryState>
    </Stack>
  );
}
