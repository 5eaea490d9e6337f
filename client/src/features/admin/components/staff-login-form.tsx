import { Alert, Button, Code, Group, PasswordInput, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceMobile, IconKey, IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffSessionView } from '../../../../../shared/schemas/staff.ts';
import { useStaffEnrol } from '../api/enrol';
import { useStaffLogin } from '../api/login';
import { EnrolQr } from './enrol-qr';

const SIX_DIGITS = /^\d{6}$/;

/** The authenticator's six digits, typed or pasted (spaces dropped). */
function CodeInput({ testId, ...props }: { testId: string } & TextInputProps) {
  const { t } = useTranslation('admin');
  return (
    <TextInput
      label={t('admin.login.code')}
      description={t('admin.login.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      leftSection={<IconKey size={16} />}
      {...props}
      data-testid={testId}
    />
  );
}

/** Step two for a staff member without two-factor: scan the QR code, type the first code. */
function EnrolStep({ token, otpauthUri, onBack }: { token: string; otpauthUri: string; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const enrol = useStaffEnrol();
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  const form = useForm({
    initialValues: { code: '' },
    transformValues: (v) => ({ code: v.code.replace(/\s/g, '') }),
    validate: { code: (v) => (SIX_DIGITS.test(v.replace(/\s/g, '')) ? null : t('admin.login.codeFormat')) },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ code }) => enrol.mutate({ token, code }))} data-testid="staff-enrol-form">
      <Stack gap="md">
        <Alert variant="light" icon={<IconDeviceMobile size={18} />} title={t('admin.login.enrolTitle')}>
          {t('admin.login.enrolLead')}
        </Alert>
        <Stack gap={8} align="center" ta="center">
          <EnrolQr uri={otpauthUri} label={t('admin.login.qrLabel')} />
          <Text fz="sm">{t('admin.login.enrolScan')}</Text>
          <Text fz="sm" c="dimmed">
            {t('admin.login.enrolManual')}
          </Text>
          <Code fz="sm" data-testid="enrol-secret">
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </Code>
        </Stack>
        <CodeInput {...form.getInputProps('code')} description={t('admin.login.enrolCodeHint')} testId="enrol-code" />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('admin.login.back')}
          </Button>
          <Button type="submit" loading={enrol.isPending} data-testid="enrol-submit">
            {t('admin.login.enrolSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Staff login: username, password and the authenticator's code; the first login sets up two-factor. */
export function StaffLoginForm({ onSession }: { onSession?: (session: StaffSessionView) => void }) {
  const { t } = useTranslation('admin');
  const login = useStaffLogin();
  const [enrol, setEnrol] = useState<{ token: string; otpauthUri: string } | null>(null);
  const form = useForm({
    initialValues: { username: '', password: '', code: '' },
    validate: {
      username: (v) => (v.trim() ? null : t('admin.login.required')),
      password: (v) => (v ? null : t('admin.login.required')),
      code: (v) => (v.trim() === '' || SIX_DIGITS.test(v.replace(/\s/g, '')) ? null : t('admin.login.codeFormat')),
    },
  });

  if (enrol) return <EnrolStep {...enrol} onBack={() => setEnrol(null)} />;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        const code = v.code.replace(/\s/g, '');
        login.mutate(
          { username: v.username.trim(), password: v.password, ...(code ? { code } : {}) },
          {
            onSuccess: (result) => {
              if ('enrol' in result) setEnrol(result.enrol);
              else onSession?.(result.session);
            },
          },
        );
      })}
      data-testid="staff-login-form"
    >
      <Stack gap="md">
        <TextInput
          label={t('admin.login.username')}
          autoComplete="username"
          leftSection={<IconUser size={16} />}
          {...form.getInputProps('username')}
          data-testid="staff-username"
        />
        <PasswordInput
          label={t('admin.login.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('password')}
          data-testid="staff-password"
        />
        <CodeInput {...form.getInputProps('code')} testId="staff-code" />
        <Button type="submit" size="md" fullWidth loading={login.isPending} data-testid="staff-login-submit">
          {t('admin.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
