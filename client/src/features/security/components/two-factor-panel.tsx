import { Alert, Badge, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconDeviceMobile, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '../../../../../shared/schemas/security.ts';
import { CopyButton } from '../../../components/copy-button';
import { QrCode } from '../../../components/qr-code';
import { SecondFactorInput, secondFactorValue, useSecondFactorCheck } from '../../../components/second-factor-input';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useSecurityOverview } from '../api/get-security-overview';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useStartTwoFactor } from '../api/start-two-factor';
import { SectionCard } from '../../../components/section-card';

/** Scan the QR code (or type the secret), then prove it with the first code. */
function SetupStep({ setup, onDone, onCancel }: { setup: TwoFactorSetup; onDone: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const confirm = useConfirmTwoFactor();
  const form = useForm({ initialValues: { code: '' }, validate: { code: useSecondFactorCheck(false) } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => confirm.mutate(secondFactorValue(v.code), { onSuccess: (r) => onDone(r.recoveryCodes) }))}
      data-testid="two-factor-setup"
    >
      <Stack gap="md">
        <Text fz="sm">{t('security.twoFactor.scan')}</Text>
        <Group gap="lg" align="center" wrap="wrap" justify="center">
          <QrCode value={setup.otpauthUri} size={184} label={t('security.twoFactor.qrLabel')} testId="two-factor-qr" />
          <Stack gap={6} maw={260}>
            <Text fz="xs" c="dimmed">
              {t('security.twoFactor.manual')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code fz="sm" className="break-all" data-testid="two-factor-secret">
                {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Code>
              <CopyButton value={setup.secret} label={t('security.twoFactor.copySecret')} testId="two-factor-copy-secret" />
            </Group>
          </Stack>
        </Group>
        <SecondFactorInput recovery={false} {...form.getInputProps('code')} testId="two-factor-setup-code" />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending} data-testid="two-factor-confirm">
            {t('security.twoFactor.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The recovery codes, shown this once: copy or write them down. */
function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} />} title={t('security.recovery.title')}>
        {t('security.recovery.lead')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs">
        {codes.map((c) => (
          <Code key={c} fz="sm" ta="center" py={6} data-testid="recovery-code">
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Group gap="xs">
          <CopyButton value={codes.join('\n')} label={t('security.recovery.copy')} testId="recovery-copy" />
          <Text fz="sm" c="dimmed">
            {t('security.recovery.copy')}
          </Text>
        </Group>
        <Button onClick={onDone} data-testid="recovery-done">
          {t('security.recovery.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/** An action that needs a code first (turning two-factor off, new recovery codes). */
function CodeAction({
  label,
  color,
  pending,
  onSubmit,
  onCancel,
  testId,
}: {
  label: string;
  color?: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation('account');
  const form = useForm({ initialValues: { code: '' }, validate: { code: useSecondFactorCheck() } });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => onSubmit(secondFactorValue(v.code)))} data-testid={testId}>
      <Stack gap="sm">
        <SecondFactorInput {...form.getInputProps('code')} testId={`${testId}-code`} />
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={color} loading={pending} data-testid={`${testId}-submit`}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'renew' };

/** Two-factor authentication: turn it on by scanning a QR code, keep the recovery codes, turn it off with a code. */
export function TwoFactorPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const overview = useSecurityOverview();
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const status = overview.data?.twoFactor;
  const idle = () => setStep({ kind: 'idle' });

  const body = () => {
    switch (step.kind) {
      case 'setup':
        return <SetupStep setup={step.setup} onDone={(codes) => setStep({ kind: 'codes', codes })} onCancel={idle} />;
      case 'codes':
        return <RecoveryCodesStep codes={step.codes} onDone={idle} />;
      case 'disable':
        return (
          <CodeAction
            label={t('security.twoFactor.disable')}
            color="red"
            pending={disable.isPending}
            onSubmit={(code) =>
              disable.mutate(code, {
                onSuccess: () => {
                  toast.success(t('security.twoFactor.disabled'));
                  idle();
                },
              })
            }
            onCancel={idle}
            testId="two-factor-disable"
          />
        );
      case 'renew':
        return (
          <CodeAction
            label={t('security.recovery.renew')}
            pending={renew.isPending}
            onSubmit={(code) => renew.mutate(code, { onSuccess: (r) => setStep({ kind: 'codes', codes: r.recoveryCodes }) })}
            onCancel={idle}
            testId="recovery-renew"
          />
        );
      default:
        if (!status) return null;
        return status.enabled ? (
          <Stack gap="sm">
            <Text fz="sm" data-testid="two-factor-on">
              {t('security.twoFactor.onSince', { date: status.enabledAt ? f.dateTime(status.enabledAt) : t('common.dash') })}
            </Text>
            <Text fz="sm" c={status.recoveryCodesLeft < 3 ? 'orange' : 'dimmed'} data-testid="recovery-left">
              {t('security.recovery.left', { count: status.recoveryCodesLeft })}
            </Text>
            <Group gap="sm">
              <Button variant="light" onClick={() => setStep({ kind: 'renew' })} data-testid="recovery-renew-open">
                {t('security.recovery.renew')}
              </Button>
              <Button variant="light" color="red" onClick={() => setStep({ kind: 'disable' })} data-testid="two-factor-disable-open">
                {t('security.twoFactor.disable')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconDeviceMobile size={18} style={{ flex: 'none', marginTop: 2 }} />
              <Text fz="sm" c="dimmed">
                {t('security.twoFactor.lead')}
              </Text>
            </Group>
            <Group>
              <Button
                leftSection={<IconShieldCheck size={16} />}
                loading={start.isPending}
                onClick={() => start.mutate(undefined, { onSuccess: (setup) => setStep({ kind: 'setup', setup }) })}
                data-testid="two-factor-enable"
              >
                {t('security.twoFactor.enable')}
              </Button>
            </Group>
          </Stack>
        );
    }
  };

  return (
    <SectionCard
      compact={compact}
      title={t('security.twoFactor.title')}
      testId="two-factor-panel"
      badge={
        status && (
          <Badge color={status.enabled ? 'green' : 'gray'} variant="light" data-testid="two-factor-status">
            {status.enabled ? t('security.on') : t('security.off')}
          </Badge>
        )
      }
    >
      {body()}
    </SectionCard>
  );
}
