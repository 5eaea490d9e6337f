import { Badge, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { type FormErrors, type GetInputPropsReturnType, useForm } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isGuessablePin } from '../../../../../shared/guessable.ts';
import { SECURITY_PASSWORD, VERIFY_CODE } from '../../../../../shared/patterns.ts';
import { toast } from '../../../lib/notify';
import { useChangeSecurityPassword } from '../api/change-security-password';
import { useForgetSecurityPassword } from '../api/forget-security-password';
import { useSecurityPasswordStatus } from '../api/get-security-password-status';
import { useSendSecurityCode } from '../api/send-security-code';
import { useSetSecurityPassword } from '../api/set-security-password';
import { DigitsPasswordInput } from './digits-password-input';
import { SendCodeInput } from './second-code-field';

function useChecks() {
  const { t } = useTranslation('funds');
  const msg = (key: ParseKeys<'funds'> | null) => (key ? t(key) : null);
  return {
    /** The current password: only its format (one chosen before the guessable rule stays valid). */
    oldPassword: (v: string) => msg(!v ? 'funds.password.required' : SECURITY_PASSWORD.test(v) ? null : 'funds.password.format'),
    password: (v: string) =>
      msg(
        !v
          ? 'funds.password.required'
          : !SECURITY_PASSWORD.test(v)
            ? 'funds.password.format'
            : isGuessablePin(v)
              ? 'funds.password.tooEasy'
              : null,
      ),
    confirm: (v: string, password: string) =>
      msg(!v ? 'funds.password.confirmRequired' : v === password ? null : 'funds.password.mismatch'),
    code: (v: string) => msg(!v.trim() ? 'validation.codeRequired' : VERIFY_CODE.test(v.trim()) ? null : 'validation.codeInvalid'),
  };
}

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/**
 * A form of the panel: `ownChecks` for its own fields (the new password and its repetition
 * are checked too); `onSuccess` says `success` and empties the form.
 */
function usePasswordForm<V extends NewPassword>(
  initialValues: V,
  success: string,
  ownChecks: (v: V, checks: ReturnType<typeof useChecks>) => FormErrors = () => ({}),
) {
  const checks = useChecks();
  const form = useForm<V>({
    initialValues,
    validate: (v) => ({
      ...ownChecks(v, checks),
      password: checks.password(v.password),
      confirmPassword: checks.confirm(v.confirmPassword, v.password),
    }),
  });
  const onSuccess = () => {
    toast.success(success);
    form.reset();
  };
  return { form, onSuccess };
}

/**
 * The frame of the three forms: their own fields (`children`), the new password twice, the
 * submit button.
 */
function PasswordForm({
  form,
  onSubmit,
  pending,
  button,
  testId,
  children,
}: {
  form: { getInputProps: (field: keyof NewPassword) => GetInputPropsReturnType };
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  button: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('funds');
  return (
    <form noValidate onSubmit={onSubmit} data-testid={testId}>
      <Stack gap="md">
        {children}
        <DigitsPasswordInput label={t('funds.password.new')} {...form.getInputProps('password')} data-testid="security-password-new" />
        <DigitsPasswordInput
          label={t('funds.password.confirm')}
          {...form.getInputProps('confirmPassword')}
          data-testid="security-password-confirm"
        />
        <Button type="submit" loading={pending} data-testid="security-password-submit">
          {button}
        </Button>
      </Stack>
    </form>
  );
}

function SetForm() {
  const { t } = useTranslation('funds');
  const set = useSetSecurityPassword();
  const { form, onSuccess } = usePasswordForm({ password: '', confirmPassword: '' }, t('funds.password.setSuccess'));
  return (
    <PasswordForm
      form={form}
      onSubmit={form.onSubmit((v) => set.mutate(v, { onSuccess }))}
      pending={set.isPending}
      button={t('funds.password.setButton')}
      testId="security-password-set-form"
    />
  );
}

function ChangeForm() {
  const { t } = useTranslation('funds');
  const change = useChangeSecurityPassword();
  const { form, onSuccess } = usePasswordForm(
    { oldPassword: '', password: '', confirmPassword: '' },
    t('funds.password.changeSuccess'),
    (v, checks) => ({ oldPassword: checks.oldPassword(v.oldPassword) }),
  );
  return (
    <PasswordForm
      form={form}
      onSubmit={form.onSubmit((v) => change.mutate(v, { onSuccess }))}
      pending={change.isPending}
      button={t('funds.password.changeButton')}
      testId="security-password-change-form"
    >
      <DigitsPasswordInput label={t('funds.password.old')} {...form.getInputProps('oldPassword')} data-testid="security-password-old" />
    </PasswordForm>
  );
}

function ForgetForm() {
  const { t } = useTranslation('funds');
  const send = useSendSecurityCode();
  const forget = useForgetSecurityPassword();
  const { form, onSuccess } = usePasswordForm(
    { code: '', password: '', confirmPassword: '' },
    t('funds.password.changeSuccess'),
    (v, checks) => ({
      code: checks.code(v.code),
    }),
  );
  return (
    <PasswordForm
      form={form}
      onSubmit={form.onSubmit((v) => forget.mutate({ ...v, code: v.code.trim() }, { onSuccess }))}
      pending={forget.isPending}
      button={t('funds.password.forgetButton')}
      testId="security-password-forget-form"
    >
      <Text fz="sm" c="dimmed">
        {t('funds.password.forgetIntro')}
      </Text>
      <SendCodeInput
        {...form.getInputProps('code')}
        testId="security-code"
        sending={send.isPending}
        onSend={(resendIn) =>
          send.mutate(undefined, {
            onSuccess: (r) => {
              resendIn(r.resendInSeconds);
              toast.success(t('auth.codeSent', { target: r.target }));
            },
          })
        }
      />
    </PasswordForm>
  );
}

/** The withdrawal password: set it, change it, or set a new one with a code when forgotten. */
export function SecurityPasswordPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('funds');
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
