// One class (issue 43 point 2). The teacher: the join code to share, the leaderboard with each
// learner's class trades, reset of every class wallet and the shared scenario. A learner: the
// practice terminal on their class wallet (the live market), or the scenario's replay while
// one runs, the leaderboard, and leaving. The terminal and the replay view are the app's.
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../../components/confirm-button';
import { CopyTextButton } from '../../../components/copy-button';
import { QueryState } from '../../../components/query-state';
import { useProductList } from '../../../lib/api/product-list';
import { useFormat } from '../../../lib/format';
import type { PracticeTerminalView, ReplaySessionView } from '../../../lib/trading/practice';
import { useTradingClass } from '../api/get-class';
import { useLeaveClass } from '../api/leave-class';
import { useResetClass } from '../api/reset-class';
import { useLiveSeries } from '../live-series';
import type { LeaderboardRow, TradingClass } from '../types';
import { STATUS_COLOR } from './classes-screen';
import { LeaderboardTable } from './leaderboard-table';
import { LearnerTradesDrawer } from './learner-trades-drawer';
import { ScenarioPanel } from './scenario-form';

function Header({ c, backTo }: { c: TradingClass; backTo: string }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const day = (ms: number) => f.dateTime(new Date(ms).toISOString());
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Button
              component={Link}
              to={backTo}
              size="compact-sm"
              variant="subtle"
              leftSection={<IconArrowLeft size={14} />}
              data-testid="class-back"
            >
              {t('classes.all')}
            </Button>
            <Title order={3} data-testid="class-title">
              {c.name}
            </Title>
            <Badge variant="light" color={STATUS_COLOR[c.status]} data-testid="class-status">
              {t(`classes.status.${c.status}`)}
            </Badge>
          </Group>
          {c.joinCode && (
            <Group gap="xs" data-testid="class-code" data-code={c.joinCode}>
              <Text size="sm">{t('classes.code')}</Text>
              <Text fw={700} ff="monospace" size="lg">
                {c.joinCode}
              </Text>
              <CopyTextButton value={c.joinCode} text={t('classes.copyCode')} testId="class-code-copy" />
            </Group>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('classes.detailLine', {
            start: day(c.startAt),
            end: day(c.endAt),
            balance: f.exactMoney(c.startingBalance, c.currency),
            learners: c.learners,
            teacher: c.teacher,
          })}
        </Text>
        {c.lastResetAt !== null && (
          <Text size="xs" c="dimmed" data-testid="class-last-reset">
            {t('classes.lastReset', { time: day(c.lastResetAt), count: c.resets })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function TeacherView({ c, compact }: { c: TradingClass; compact: boolean }) {
  const { t } = useTranslation('trade');
  const reset = useResetClass();
  const [learner, setLearner] = useState<LeaderboardRow | null>(null);
  return (
    <Stack gap="sm" data-testid="class-teacher">
      <LeaderboardTable classId={c.id} onTrades={setLearner} />
      <Group justify="flex-end">
        <ConfirmButton
          label={t('classes.reset')}
          title={t('classes.resetTitle')}
          text={t('classes.resetText', { balance: c.startingBalance, currency: c.currency })}
          color="orange"
          variant="light"
          disabled={c.status === 'ended'}
          loading={reset.isPending}
          onConfirm={(done) => reset.mutate(c.id, { onSuccess: done })}
          testId="class-reset"
        />
      </Group>
      <ScenarioPanel c={c} compact={compact} />
      <LearnerTradesDrawer classId={c.id} learner={learner} onClose={() => setLearner(null)} compact={compact} />
    </Stack>
  );
}

function LiveTerminal({ c, compact, terminal }: { c: TradingClass; compact: boolean; terminal: PracticeTerminalView }) {
  const { t } = useTranslation('trade');
  const products = useProductList((list) => list.filter((p) => c.productIds.includes(p.id)));
  const [picked, setPicked] = useState<string | null>(null);
  const product = products.data?.find((p) => String(p.id) === picked) ?? products.data?.[0];
  const ticks = useLiveSeries(product?.symbol);
  if (!product) return null;
  return (
    <Stack gap="xs">
      {(products.data?.length ?? 0) > 1 && (
        <Select
          size="sm"
          maw={240}
          label={t('replay.product')}
          data={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.symbol }))}
          value={String(product.id)}
          onChange={setPicked}
          allowDeselect={false}
          data-testid="class-product"
        />
      )}
      {terminal(
        {
          base: `/api/classes/${c.id}`,
          productId: product.id,
          symbol: product.symbol,
          kinds: c.kinds,
          ticks: ticks.length > 0 ? ticks : [[product.time, product.price]],
          relative: false,
          closed: c.status !== 'open' || c.left,
          refreshMs: 3000,
        },
        compact,
      )}
    </Stack>
  );
}

function LearnerView({
  c,
  compact,
  terminal,
  scenario,
}: {
  c: TradingClass;
  compact: boolean;
  terminal: PracticeTerminalView;
  scenario: ReplaySessionView;
}) {
  const { t } = useTranslation('trade');
  const leave = useLeaveClass();
  const sessionId = c.scenario?.status === 'running' ? c.scenarioSessionId : null;
  return (
    <Stack gap="sm" data-testid="class-learner">
      {c.left ? (
        <Text size="sm" c="dimmed" data-testid="class-left-note">
          {t('classes.leftNote')}
        </Text>
      ) : c.status === 'upcoming' ? (
        <Text size="sm" c="dimmed" data-testid="class-upcoming-note">
          {t('classes.upcomingNote')}
        </Text>
      ) : sessionId !== null ? (
        scenario(sessionId, compact)
      ) : (
        <>
          {c.scenario?.status === 'scheduled' && (
            <Text size="sm" c="blue" data-testid="class-scenario-soon">
              {t('classes.scenarioSoon')}
            </Text>
          )}
          <LiveTerminal c={c} compact={compact} terminal={terminal} />
        </>
      )}
      <LeaderboardTable classId={c.id} />
      {!c.left && (
        <Group justify="flex-end">
          <ConfirmButton
            label={t('classes.leave')}
            title={t('classes.leaveTitle')}
            text={t('classes.leaveText')}
            color="red"
            variant="subtle"
            loading={leave.isPending}
            onConfirm={(done) => leave.mutate(c.id, { onSuccess: done })}
            testId="class-leave"
          />
        </Group>
      )}
    </Stack>
  );
}

export function ClassPage({
  id,
  compact,
  backTo,
  terminal,
  scenario,
}: {
  id: number;
  compact: boolean;
  backTo: string;
  terminal: PracticeTerminalView;
  scenario: ReplaySessionView;
}) {
  const query = useTradingClass(id);
  const c = query.data;
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} minHeight={240}>
      {c && (
        <Stack gap="sm" data-testid="class-page" data-role={c.role}>
          <Header c={c} backTo={backTo} />
          {c.role === 'teacher' ? (
            <TeacherView c={c} compact={compact} />
          ) : (
            <LearnerView c={c} compact={compact} terminal={terminal} scenario={scenario} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
