// One replay session: its clock, its controls (pause, resume, speed, step while paused, end;
// none in a class's scenario, whose clock is the teacher's) and the practice terminal on it.
import { Badge, Button, Group, NumberInput, Paper, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlayerPause, IconPlayerPlay, IconPlayerTrackNext } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { PRACTICE_KINDS, type PracticeTerminalView } from '../../../lib/trading/practice';
import { useControlReplay } from '../api/control-session';
import { useEndReplay } from '../api/end-session';
import { useReplaySession } from '../api/get-session';
import { useReplayTicks } from '../api/get-ticks';
import { replayClock, replayControls } from '../clock';
import { type ReplaySession, type ReplaySpeed, SPEEDS } from '../types';

function Controls({ session, compact }: { session: ReplaySession; compact: boolean }) {
  const { t } = useTranslation('trade');
  const control = useControlReplay();
  const end = useEndReplay();
  const [seconds, setSeconds] = useState<number>(10);
  const can = replayControls(session);
  const send = (body: Parameters<typeof control.mutate>[0]['body']) => control.mutate({ id: session.id, body });
  if (!can.end) return null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="replay-controls">
      {can.pause && (
        <Button
          size="compact-sm"
          leftSection={<IconPlayerPause size={14} />}
          onClick={() => send({ action: 'pause' })}
          data-testid="replay-pause"
        >
          {t('replay.pause')}
        </Button>
      )}
      {can.resume && (
        <Button
          size="compact-sm"
          leftSection={<IconPlayerPlay size={14} />}
          onClick={() => send({ action: 'resume' })}
          data-testid="replay-resume"
        >
          {t('replay.resume')}
        </Button>
      )}
      <SegmentedControl
        size="xs"
        value={String(session.speed)}
        onChange={(v) => send({ action: 'speed', speed: Number(v) as ReplaySpeed })}
        data={SPEEDS.map((s) => ({ value: String(s), label: `${s}×` }))}
        aria-label={t('replay.speed')}
        data-testid="replay-speed-control"
      />
      <Group gap={4} wrap="nowrap">
        <NumberInput
          size="xs"
          w={compact ? 70 : 84}
          min={1}
          max={3600}
          value={seconds}
          onChange={(v) => setSeconds(typeof v === 'number' ? v : 1)}
          disabled={!can.step}
          aria-label={t('replay.stepSeconds')}
          data-testid="replay-step-seconds"
        />
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlayerTrackNext size={14} />}
          disabled={!can.step}
          onClick={() => send({ action: 'step', seconds })}
          data-testid="replay-step"
        >
          {t('replay.step')}
        </Button>
      </Group>
      <ConfirmButton
        label={t('replay.end')}
        title={t('replay.endTitle')}
        text={t('replay.endText')}
        color="red"
        variant="subtle"
        size="compact-sm"
        loading={end.isPending}
        onConfirm={(done) => end.mutate(session.id, { onSuccess: done })}
        testId="replay-end"
      />
    </Group>
  );
}

export function SessionView({
  id,
  compact,
  terminal,
  onBack,
}: {
  id: number;
  compact: boolean;
  terminal: PracticeTerminalView;
  onBack?: () => void;
}) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const query = useReplaySession(id);
  const session = query.data;
  const ticks = useReplayTicks(id, session?.status === 'active');
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} minHeight={240}>
      {session && (
        <Stack gap="sm" data-testid="replay-session" data-session={session.id} data-status={session.status} data-running={session.running}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  {onBack && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconArrowLeft size={14} />}
                      onClick={onBack}
                      data-testid="replay-back"
                    >
                      {t('replay.back')}
                    </Button>
                  )}
                  <Text fw={700}>{session.symbol}</Text>
                  <Badge
                    variant="light"
                    color={session.status === 'ended' ? 'gray' : session.running ? 'teal' : 'yellow'}
                    data-testid="replay-state"
                  >
                    {t(session.status === 'ended' ? 'replay.status.ended' : session.running ? 'replay.running' : 'replay.paused')}
                  </Badge>
                  <Badge variant="outline">{`${session.speed}×`}</Badge>
                  {session.scenario && (
                    <Badge variant="light" color="grape" data-testid="replay-scenario">
                      {t('replay.scenarioOf', { name: session.scenario.className })}
                    </Badge>
                  )}
                </Group>
                <ClockText session={session} format={(ms) => f.dateTime(new Date(ms).toISOString())} />
              </Group>
              <Progress value={replayClock(session).percent} size="sm" aria-label={t('replay.progress')} />
              <Controls session={session} compact={compact} />
              {session.scenario && (
                <Text size="xs" c="dimmed">
                  {t('replay.scenarioNote')}
                </Text>
              )}
            </Stack>
          </Paper>
          {terminal(
            {
              base: `/api/replay/sessions/${session.id}`,
              productId: session.productId,
              symbol: session.symbol,
              kinds: PRACTICE_KINDS,
              ticks: ticks.data?.ticks ?? [],
              relative: session.periodStart === null,
              closed: session.status === 'ended',
              refreshMs: session.status === 'ended' ? 10_000 : 1000,
            },
            compact,
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function ClockText({ session, format }: { session: ReplaySession; format: (ms: number) => string }) {
  const clock = replayClock(session);
  return (
    <Text size="sm" ff="monospace" data-testid="replay-clock" data-elapsed={session.elapsedSec}>
      {clock.at === null ? clock.progress : `${format(clock.at)} · ${clock.progress}`}
    </Text>
  );
}
