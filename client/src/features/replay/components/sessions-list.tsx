// My replay sessions (a class's scenario sessions among them, shown without their date).
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useReplaySessions } from '../api/get-sessions';
import { replayClock } from '../clock';

export function SessionsList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const sessions = useReplaySessions();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="replay-sessions">
      <Text fw={600} mb="xs">
        {t('replay.mySessions')}
      </Text>
      <QueryState isPending={sessions.isPending} isError={sessions.isError} onRetry={() => void sessions.refetch()} minHeight={80}>
        {sessions.data?.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="replay-sessions-empty">
            {t('replay.noSessions')}
          </Text>
        ) : (
          <Stack gap={6}>
            {sessions.data?.map((s) => {
              const clock = replayClock(s);
              return (
                <Group key={s.id} justify="space-between" wrap="nowrap" data-testid={`replay-session-${s.id}`}>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {s.symbol}
                      </Text>
                      <Badge size="xs" variant="light" color={s.status === 'active' ? 'teal' : 'gray'}>
                        {t(`replay.status.${s.status}`)}
                      </Badge>
                      {s.scenario && (
                        <Badge size="xs" variant="light" color="grape">
                          {t('replay.scenarioOf', { name: s.scenario.className })}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {s.periodStart === null ? clock.progress : `${f.dateTime(new Date(s.periodStart).toISOString())} · ${clock.progress}`}{' '}
                      · {s.speed}×
                    </Text>
                  </Stack>
                  <Button size="compact-sm" variant="light" onClick={() => onOpen(s.id)} data-testid={`replay-open-${s.id}`}>
                    {t('replay.open')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
