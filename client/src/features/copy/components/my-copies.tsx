import { Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { MODE_COLOR, MODE_LABEL } from '../../../lib/trading/mode';
import { useSubscriptions } from '../api/get-subscriptions';
import { useStopSubscription } from '../api/stop-subscription';
import { useUpdateSubscription } from '../api/update-subscription';
import { COPY_CURRENCY } from '../terms';
import type { CopySubscription } from '../types';
import { CopyJobs } from './copy-jobs';
import { type Terms, TermsFields, termsValid } from './terms-fields';

function Figure({ label, value, raw, testId }: { label: string; value: ReactNode; raw: string; testId: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {label}
      </Text>
      <Text size="sm" fw={600} className="num" data-testid={testId} data-value={raw} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** Changing the ratio and the cap of an active subscription (later copies follow the new terms). */
function EditDialog({ sub, onClose }: { sub: CopySubscription; onClose: () => void }) {
  const { t } = useTranslation('trade');
  const [terms, setTerms] = useState<Terms>({ ratio: sub.ratio, cap: sub.maxMargin });
  const update = useUpdateSubscription();
  return (
    <ConfirmPrompt
      opened
      onClose={onClose}
      title={t('copyTrading.edit.title', { name: sub.leaderName })}
      text={t('copyTrading.edit.text')}
      confirmLabel={t('copyTrading.edit.confirm')}
      disabled={!termsValid(terms)}
      loading={update.isPending}
      onConfirm={() => update.mutate({ id: sub.id, ratio: terms.ratio.trim(), maxMargin: terms.cap.trim() }, { onSuccess: onClose })}
      testId="copy-edit"
    >
      <TermsFields value={terms} onChange={setTerms} testId="copy-edit" />
    </ConfirmPrompt>
  );
}

/** Stopping: no more copies; the open ones stay mine, or close at market when asked. */
function StopDialog({ sub, onClose }: { sub: CopySubscription; onClose: () => void }) {
  const { t } = useTranslation('trade');
  const [closePositions, setClosePositions] = useState(false);
  const stop = useStopSubscription();
  return (
    <ConfirmPrompt
      opened
      onClose={onClose}
      title={t('copyTrading.stop.title', { name: sub.leaderName })}
      text={t('copyTrading.stop.text')}
      confirmLabel={t('copyTrading.stop.confirm')}
      color="red"
      loading={stop.isPending}
      onConfirm={() => stop.mutate({ id: sub.id, closePositions }, { onSuccess: onClose })}
      testId="copy-stop"
    >
      <Checkbox
        checked={closePositions}
        onChange={(e) => setClosePositions(e.currentTarget.checked)}
        label={t('copyTrading.stop.closePositions', { n: sub.openCopies })}
        disabled={sub.openCopies === 0}
        data-testid="copy-stop-close"
      />
    </ConfirmPrompt>
  );
}

function SubscriptionCard({
  sub,
  compact,
  onEdit,
  onStop,
}: {
  sub: CopySubscription;
  compact: boolean;
  onEdit: (s: CopySubscription) => void;
  onStop: (s: CopySubscription) => void;
}) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const [jobs, setJobs] = useState(false);
  const active = sub.status === 'active';
  const id = `copy-sub-${sub.id}`;
  const money = (v: string) => f.money(v, COPY_CURRENCY);
  return (
    <Card withBorder padding="sm" data-testid={id} data-status={sub.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} miw={0}>
            <Text fw={700} truncate>
              {sub.leaderName}
            </Text>
            <Badge size="sm" variant="outline" color={MODE_COLOR[sub.leaderMode]}>
              {t('copyTrading.leaderMode', { mode: t(MODE_LABEL[sub.leaderMode]) })}
            </Badge>
            <Badge size="sm" color={MODE_COLOR[sub.mode]}>
              {t('copyTrading.intoWallet', { mode: t(MODE_LABEL[sub.mode]) })}
            </Badge>
          </Group>
          <Badge color={active ? 'teal' : 'gray'} variant="light" data-testid={`${id}-status`} style={{ flexShrink: 0 }}>
            {active ? t('copyTrading.status.active') : t(`copyTrading.status.stopped_${sub.stopReason ?? 'user'}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={compact ? 3 : 7} spacing="xs" verticalSpacing={6}>
          <Figure label={t('copyTrading.ratio')} value={`${f.decimal(sub.ratio)}×`} raw={sub.ratio} testId={`${id}-ratio`} />
          <Figure
            label={t('copyTrading.cap', { currency: COPY_CURRENCY })}
            value={money(sub.maxMargin)}
            raw={sub.maxMargin}
            testId={`${id}-cap`}
          />
          <Figure label={t('copyTrading.marginInUse')} value={money(sub.marginInUse)} raw={sub.marginInUse} testId={`${id}-margin`} />
          <Figure
            label={t('copyTrading.openCopies')}
            value={f.integer(sub.openCopies)}
            raw={String(sub.openCopies)}
            testId={`${id}-open`}
          />
          <Figure label={t('copyTrading.copied')} value={f.integer(sub.copied)} raw={String(sub.copied)} testId={`${id}-copied`} />
          <Figure label={t('copyTrading.skipped')} value={f.integer(sub.skipped)} raw={String(sub.skipped)} testId={`${id}-skipped`} />
          <Figure
            label={active ? t('copyTrading.startedAt') : t('copyTrading.stoppedAt')}
            value={f.date(new Date(sub.stoppedAt ?? sub.createdAt).toISOString())}
            raw={String(sub.stoppedAt ?? sub.createdAt)}
            testId={`${id}-when`}
          />
        </SimpleGrid>
        <Group gap={6} grow={compact}>
          <Button size="xs" variant="default" onClick={() => setJobs((v) => !v)} data-testid={`${id}-jobs-toggle`}>
            {jobs ? t('copyTrading.hideJobs') : t('copyTrading.showJobs')}
          </Button>
          {active && (
            <>
              <Button size="xs" variant="light" onClick={() => onEdit(sub)} data-testid={`${id}-edit`}>
                {t('copyTrading.edit.open')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => onStop(sub)} data-testid={`${id}-stop`}>
                {t('copyTrading.stop.open')}
              </Button>
            </>
          )}
        </Group>
        {jobs && <CopyJobs subscriptionId={sub.id} />}
      </Stack>
    </Card>
  );
}

/** My subscriptions: the terms, what they hold and did, the jobs with skip reasons; edit and stop. */
export function MyCopies({ compact, onBrowse }: { compact: boolean; onBrowse: () => void }) {
  const { t } = useTranslation('trade');
  const q = useSubscriptions();
  const [editing, setEditing] = useState<CopySubscription | null>(null);
  const [stopping, setStopping] = useState<CopySubscription | null>(null);
  const items = q.data?.items ?? [];
  return (
    <Stack gap="sm" data-testid="copy-mine">
      <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()} minHeight={160}>
        {items.length === 0 ? (
          <Stack align="center" gap="xs" py="lg" data-testid="copy-mine-empty">
            <Text c="dimmed" ta="center">
              {t('copyTrading.noCopies')}
            </Text>
            <Button variant="light" size="xs" onClick={onBrowse} data-testid="copy-mine-browse">
              {t('copyTrading.browseLeaders')}
            </Button>
          </Stack>
        ) : (
          items.map((s) => <SubscriptionCard key={s.id} sub={s} compact={compact} onEdit={setEditing} onStop={setStopping} />)
        )}
      </QueryState>
      {editing && <EditDialog key={editing.id} sub={editing} onClose={() => setEditing(null)} />}
      {stopping && <StopDialog key={stopping.id} sub={stopping} onClose={() => setStopping(null)} />}
    </Stack>
  );
}
