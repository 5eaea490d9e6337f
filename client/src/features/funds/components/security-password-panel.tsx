import { Badge, Button, Group, Paper, Skeleton, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SECURITY_PASSWORD, VERIFY_CODE } from '../../../../../shared/patterns.ts';
import { toast } from '../../../lib/notify';
import { useCountdown } from '../../../lib/use-countdown';
import { useChangeSecurityPassword } from '../api/change-security-password';
import { useForgetSecurityPassword } from '../api/forget-security-password';
import { useSecurityPasswordStatus } from '../api/get-security-password-status';
import { useSendSecurityCode } from '../api/send-security-code';
import { useSetSecurityPassword } from '../api/set-security-password';
import { DigitsPasswordInput } from './digits-password-input';

function useChecks() {
  const { t } = useTranslation();
  const msg = (key: ParseKeys | null) => (key ? t(key) : null);
  return {
    password: (v: string) => msg(!v ? 'funds.password.required' : SECURITY_PASSWORD.test(v) ? null : 'funds.password.format'),
    confirm: (v: string, password: string) =>
      msg(!v ? 'funds.password.confirmRequired' : v === password ? null : 'funds.password.mismatch'),
    code: (v: string) => msg(!v.trim() ? 'validation.codeRequired' : VERIFY_CODE.test(v.trim()) ? null : 'validation.codeInvalid'),
  };
}

/** New password and its repetition (shared by the three forms). */
interface NewPasswordForm {
  values: { password: string; confirmPassword: string };
  errors: FormErrors;
  setFieldValue: (field: 'password' | 'confirmPassword', value: string) => void;
}

function NewPasswordFields({ form }: { form: NewPasswordForm }) {
  const { t } = useTranslation();
  return (
    <>
      <DigitsPasswordInput
        label={t('funds.password.new')}
        placeholder={t('funds.password.placeholder')}
        value={form.values.password}
        onChange={(v) => form.setFieldValue('password', v)}
        error={form.errors.password}
        data-testid="security-password-new"
      />
      <DigitsPasswordInput
        label={t('funds.password.confirm')}
        placeholder={t('funds.password.placeholder')}
        value={form.values.confirmPassword}
        onChange={(v) => form.setFieldValue('confirmPassword', v)}
        error={form.errors.confirmPassword}
        data-testid="security-password-confirm"
      />
    </>
  );
}

function SetForm() {
  const { t } = useTranslation();
  const checks = useChecks();
  const set = useSetSecurityPassword();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: (v) => ({ password: checks.password(v.password), confirmPassword: checks.confirm(v.confirmPassword, v.password) }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => set.mutate(v, { onSuccess: () => toast.success(t('funds.password.setSuccess')) }))}
      data-testid="security-password-set-form"
    >
      <Stack gap="md">
        <NewPasswordFields
          form={{ values: form.values, errors: form.errors, setFieldValue: (field, value) => form.setFieldValue(field, value) }}
        />
        <Button type="submit" loading={set.isPending} data-testid="security-password-submit">
          {t('funds.password.setButton')}
        </Button>
      </Stack>
    </form>
  );
}

function ChangeForm() {
  const { t } = useTranslation();
  const checks = useChecks();
  const change = useChangeSecurityPassword();
  const form = useForm({
    initialValues: { oldPassword: '', password: '', confirmPassword: '' },
    validate: (v) => ({
      oldPassword: checks.password(v.oldPassword),
      password: checks.password(v.password),
      confirmPassword: checks.confirm(v.confirmPassword, v.password),
    }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        change.mutate(v, {
          onSuccess: () => {
            toast.success(t('funds.password.changeSuccess'));
            form.reset();
          },
        }),
      )}
      data-testid="security-password-change-form"
    >
      <Stack gap="md">
        <DigitsPasswordInput
          label={t('funds.password.old')}
          placeholder={t('funds.password.placeholder')}
          value={form.values.oldPassword}
          onChange={(v) => form.setFieldValue('oldPassword', v)}
          error={form.errors.oldPassword}
          data-testid="security-password-old"
        />
        <NewPasswordFields
          form={{ values: form.values, errors: form.errors, setFieldValue: (field, value) => form.setFieldValue(field, value) }}
        />
        <Button type="submit" loading={change.isPending} data-testid="security-password-submit">
          {t('funds.password.changeButton')}
        </Button>
      </Stack>
    </form>
  );
}

function ForgetForm() {
  const { t } = useTranslation();
  const checks = useChecks();
  const send = useSendSecurityCode();
  const forget = useForgetSecurityPassword();
  const { secondsLeft, start } = useCountdown();
  const form = useForm({
    initialValues: { code: '', password: '', confirmPassword: '' },
    validate: (v) => ({
      code: checks.code(v.code),
      password: checks.password(v.password),
      confirmPassword: checks.confirm(v.confirmPassword, v.password),
    }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        forget.mutate(
          { ...v, code: v.code.trim() },
          {
            onSuccess: () => {
              toast.success(t('funds.password.changeSuccess'));
              form.reset();
            },
          },
        ),
      )}
      data-testid="security-password-forget-form"
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('funds.password.forgetIntro')}
        </Text>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('auth.code')}
            placeholder={t('auth.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.getInputProps('code')}
            data-testid="security-code"
          />
          <Button
            mt={25}
            variant="light"
            w={132}
            px="xs"
            loading={send.isPending}
            disabled={secondsLeft > 0}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: (r) => {
                  start(r.resendInSeconds);
                  toast.success(t('auth.codeSent', { target: r.target }));
                },
              })
            }
            data-testid="security-code-send"
            data-seconds-left={secondsLeft}
          >
            {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
          </Button>
        </Group>
        <NewPasswordFields
          form={{ values: form.values, errors: form.errors, setFieldValue: (field, value) => form.setFieldValue(field, value) }}
        />
        <Button type="submit" loading={forget.isPending} data-testid="security-password-submit">
          {t('funds.password.forgetButton')}
        </Button>
      </Stack>
    </form>
  );
}

/** The withdrawal password: set it, change it, or set a new one with a code when forgotten. */
export function SecurityPasswordPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const status = useSecurityPasswordStatus();
  const isSet = status.data?.isSet;
  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'} data-testid="security-password-panel">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={4}>{t('funds.password.label')}</Title>
          {isSet !== undefined && (
            <Badge variant="light" color={isSet ? 'green' : 'orange'} data-testid="security-password-status" data-set={isSet}>
              {isSet ? t('funds.password.isSet') : t('funds.password.notSetBadge')}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('funds.password.intro')}
        </Text>
        {status.isPending ? (
          <Skeleton h={140} radius="md" />
        ) : isSet ? (
          <Tabs defaultValue="change" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="change" data-testid="security-tab-change">
                {t('funds.password.change')}
              </Tabs.Tab>
              <Tabs.Tab value="forget" data-testid="security-tab-forget">
                {t('funds.password.forget')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="change">
              <ChangeForm />
            </Tabs.Panel>
            <Tabs.Panel value="forget">
              <ForgetForm />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <SetForm />
        )}
      </Stack>
    </Paper>
  );
}
