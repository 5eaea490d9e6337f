import { Alert, Button, Divider, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCLUSION_PERIODS, type ExclusionPeriod, LIMIT_INPUT_DECIMALS } from '../../../../../shared/responsible.ts';
import { sanitizeAmount } from '../../../../../shared/money.ts';
import type { ResponsibleView } from '../../../../../shared/schemas/responsible.ts';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { SectionCard } from '../../../components/section-card';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useResponsible } from '../../../lib/api/responsible';
import { useSetLimit } from '../api/set-limit';
import { useStartExclusion } from '../api/start-exclusion';

type Kind = 'loss' | 'deposit';

/** One daily limit: in force, what the day has used of it, a raise or removal waiting, and a new value. */
function LimitRow({ kind, data }: { kind: Kind; data: ResponsibleView }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const form = useForm({ initialValues: { amount: '' } });
  const amount = form.values.amount;
  const save = useSetLimit();
  const limit = kind === 'loss' ? data.lossLimit : data.depositLimit;
  const used = kind === 'loss' ? data.today.loss : data.today.deposits;
  const usdt = (v: string) => f.moneyCode(v, data.currency);
  const set = (value: string | null) =>
    save.mutate(
      { kind, amount: value },
      {
        onSuccess: (next) => {
          const after = kind === 'loss' ? next.lossLimit : next.depositLimit;
          toast.success(
            after.pending ? t('security.responsible.savedLater', { at: f.dateTime(after.pending.at) }) : t('security.responsible.savedNow'),
          );
          form.reset();
        },
      },
    );
  return (
    <Stack gap={6} data-testid={`responsible-${kind}`}>
      <Group justify="space-between" wrap="nowrap" align="baseline">
        <Text fw={600} fz="sm">
          {t(`security.responsible.${kind}.label`)}
        </Text>
        <Text fw={700} fz="sm" data-testid={`responsible-${kind}-value`}>
          {limit.value === null ? t('security.responsible.none') : usdt(limit.value)}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed">
        {t(`security.responsible.${kind}.hint`)}{' '}
        {t('security.responsible.today', { used: usdt(used), time: f.dateTime(data.today.resetsAt) })}
      </Text>
      {limit.pending && (
        <Alert color="yellow" variant="light" p="xs" data-testid={`responsible-${kind}-pending`}>
          <Text fz="xs">
            {limit.pending.value === null
              ? t('security.responsible.pendingRemoval', { at: f.dateTime(limit.pending.at) })
              : t('security.responsible.pendingRaise', { value: usdt(limit.pending.value), at: f.dateTime(limit.pending.at) })}
          </Text>
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((v) => {
          if (v.amount) set(v.amount);
        })}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            aria-label={t(`security.responsible.${kind}.label`)}
            placeholder={t('security.responsible.placeholder')}
            inputMode="decimal"
            rightSection={<Text fz="xs">USDT</Text>}
            rightSectionWidth={48}
            value={amount}
            onChange={(e) => form.setFieldValue('amount', sanitizeAmount(e.currentTarget.value, LIMIT_INPUT_DECIMALS))}
            data-testid={`responsible-${kind}-input`}
          />
          <Button type="submit" disabled={!amount} loading={save.isPending} data-testid={`responsible-${kind}-save`}>
            {t('security.responsible.save')}
          </Button>
        </Group>
      </form>
      {limit.value !== null && limit.pending?.value !== null && (
        <Group>
          <Button variant="subtle" size="compact-sm" color="gray" onClick={() => set(null)} data-testid={`responsible-${kind}-remove`}>
            {t('security.responsible.remove')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Self-exclusion: a period chosen and confirmed; while it runs, its end (nothing lifts it early). */
function ExclusionRow({ data }: { data: ResponsibleView }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const [period, setPeriod] = useState<ExclusionPeriod>('1d');
  const [confirming, setConfirming] = useState(false);
  const start = useStartExclusion();
  return (
    <Stack gap={6} data-testid="responsible-exclusion">
      <Text fw={600} fz="sm">
        {t('security.responsible.exclusion.title')}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('security.responsible.exclusion.lead')}
      </Text>
      {data.exclusionUntil && (
        <Alert color="red" variant="light" p="xs" data-testid="responsible-exclusion-active">
          <Text fz="xs">{t('security.responsible.exclusion.active', { until: f.dateTime(data.exclusionUntil) })}</Text>
        </Alert>
      )}
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <Select
          flex={1}
          aria-label={t('security.responsible.exclusion.period')}
          data={EXCLUSION_PERIODS.map((p) => ({ value: p, label: t(`security.responsible.exclusion.periods.${p}`) }))}
          value={period}
          onChange={(v) => v && setPeriod(v as ExclusionPeriod)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="responsible-exclusion-period"
        />
        <Button color="red" variant="light" onClick={() => setConfirming(true)} data-testid="responsible-exclusion-start">
          {t('security.responsible.exclusion.start')}
        </Button>
      </Group>
      <ConfirmPrompt
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('security.responsible.exclusion.confirmTitle')}
        text={t('security.responsible.exclusion.confirm', { period: t(`security.responsible.exclusion.periods.${period}`) })}
        confirmLabel={t('security.responsible.exclusion.start')}
        color="red"
        loading={start.isPending}
        onConfirm={() =>
          start.mutate(period, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('security.responsible.exclusion.started'));
            },
          })
        }
        testId="responsible-exclusion-confirm"
      />
    </Stack>
  );
}

/**
 * Responsible trading in the security centre (decision 077): the daily loss and deposit
 * limits, self-exclusion, and whether the appropriateness check is passed.
 */
export function ResponsiblePanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const settings = useResponsible();
  const data = settings.data;
  return (
    <SectionCard compact={compact} title={t('security.responsible.title')} lead={t('security.responsible.lead')} testId="responsible-panel">
      {data && (
        <Stack gap="md">
          <LimitRow kind="loss" data={data} />
          <Divider />
          <LimitRow kind="deposit" data={data} />
          <Divider />
          <ExclusionRow data={data} />
          <Divider />
          <Group justify="space-between" wrap="nowrap" align="baseline" data-testid="responsible-check">
            <Text fw={600} fz="sm">
              {t('security.responsible.check.title')}
            </Text>
            <Text fz="xs" c={data.appropriatenessPassedAt ? 'green' : 'dimmed'} ta="right">
              {data.appropriatenessPassedAt
                ? t('security.responsible.check.passed', { at: f.dateTime(data.appropriatenessPassedAt) })
                : t('security.responsible.check.notYet')}
            </Text>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
