import { Alert, Badge, Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClockHour4, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useAllowList } from '../api/get-allow-list';
import { useSendAllowListCode } from '../api/send-allow-list-code';
import { useSetAllowList } from '../api/set-allow-list';
import type { AllowList } from '../types';
import { PasswordAndCode, secondCodeValue, useConfirmChecks } from './second-code-field';

/** Turning the allow-list off: the withdrawal password and the second code, then off 24 hours later. */
function TurnOffForm({ twoFactor, onDone }: { twoFactor: boolean; onDone: () => void }) {
  const { t } = useTranslation('funds');
  const set = useSetAllowList();
  const send = useSendAllowListCode();
  const form = useForm({ initialValues: { securityPassword: '', code: '' }, validate: useConfirmChecks(twoFactor) });
  return (
    <form
      noValidate
      data-testid="allow-list-off-form"
      onSubmit={form.onSubmit((v) =>
        set.mutate(
          { enabled: false, securityPassword: v.securityPassword, code: secondCodeValue(v.code, twoFactor) },
          {
            onSuccess: () => {
              toast.success(t('withdrawConfirm.allowList.offRequested'));
              onDone();
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Text fz="sm" fw={600}>
          {t('withdrawConfirm.allowList.offTitle')}
        </Text>
        <PasswordAndCode
          password={form.getInputProps('securityPassword')}
          code={form.getInputProps('code')}
          twoFactor={twoFactor}
          send={(onSent) => send.mutate(undefined, { onSuccess: onSent })}
          sending={send.isPending}
          testId="allow-list"
          codeTestId="allow-list-code"
        />
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onDone} data-testid="allow-list-off-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={set.isPending} data-testid="allow-list-off-submit">
            {t('withdrawConfirm.allowList.offSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The bound addresses and when each may be withdrawn to. */
function Addresses({ list }: { list: AllowList }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  if (list.addresses.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('withdrawConfirm.allowList.none')}
      </Text>
    );
  return (
    <Stack gap={0} className="address-list">
      {list.addresses.map((a) => {
        const usable = Date.parse(a.usableAt) <= Date.now();
        return (
          <div key={`${a.coin}-${a.chain}`} className="address-row" data-testid={`allow-list-row-${a.coin}-${a.chain}`}>
            <Badge variant="light" radius="sm" size="sm" mb={2}>
              {a.coin} · {a.chain}
            </Badge>
            <Text ff="monospace" fz="sm" className="break-all">
              {a.address}
            </Text>
            <Text fz="xs" c={usable ? 'teal' : 'orange'} data-testid={`allow-list-usable-${a.coin}-${a.chain}`} data-usable={usable}>
              {usable
                ? t('withdrawConfirm.allowList.usableNow')
                : t('withdrawConfirm.allowList.usableFrom', { date: f.dateTime(a.usableAt) })}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}

/**
 * The withdrawal address allow-list (decision 089), off until turned on: while on, crypto
 * withdrawals go only to bound addresses, each usable 24 hours after it was bound (shown per
 * address). On at once; off with the withdrawal password and the second code (`twoFactor`: the
 * authenticator's), 24 hours later, and turning it on again meanwhile cancels that.
 */
export function AllowListPanel({ compact, twoFactor }: { compact?: boolean; twoFactor?: boolean }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const list = useAllowList();
  const set = useSetAllowList();
  const [turningOff, setTurningOff] = useState(false);
  const data = list.data;
  const turnOn = () => set.mutate({ enabled: true }, { onSuccess: () => toast.success(t('withdrawConfirm.allowList.turnedOn')) });
  const state = !data ? null : !data.enabled ? 'off' : data.offAt ? 'turning-off' : 'on';
  return (
    <SectionCard
      title={t('withdrawConfirm.allowList.title')}
      lead={t('withdrawConfirm.allowList.lead')}
      compact={compact}
      testId="allow-list-panel"
      badge={
        state && (
          <Badge
            variant="light"
            color={state === 'off' ? 'gray' : state === 'on' ? 'green' : 'orange'}
            data-testid="allow-list-state"
            data-state={state}
          >
            {state === 'off' ? t('withdrawConfirm.allowList.off') : t('withdrawConfirm.allowList.on')}
          </Badge>
        )
      }
    >
      {!data ? (
        <Skeleton h={60} radius="md" />
      ) : (
        <Stack gap="md">
          <Switch
            checked={data.enabled && !turningOff}
            disabled={set.isPending || twoFactor === undefined || (data.enabled && data.offAt !== null)}
            onChange={(e) => (e.currentTarget.checked ? turnOn() : setTurningOff(true))}
            label={t('withdrawConfirm.allowList.switch')}
            thumbIcon={<IconLock size={10} />}
            data-testid="allow-list-switch"
          />
          {data.offAt && (
            <Alert variant="light" color="orange" p="sm" icon={<IconClockHour4 size={18} />} data-testid="allow-list-turning-off">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{t('withdrawConfirm.allowList.turningOff', { date: f.dateTime(data.offAt) })}</Text>
                <Button size="xs" variant="light" onClick={turnOn} loading={set.isPending} data-testid="allow-list-keep-on">
                  {t('withdrawConfirm.allowList.keepOn')}
                </Button>
              </Stack>
            </Alert>
          )}
          {turningOff && twoFactor !== undefined && <TurnOffForm twoFactor={twoFactor} onDone={() => setTurningOff(false)} />}
          {data.enabled && <Addresses list={data} />}
        </Stack>
      )}
    </SectionCard>
  );
}
