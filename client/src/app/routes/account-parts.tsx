// What the desktop and mobile account pages (login, register, restore password, security)
// share; each interface frames them its own way (pc: a card beside a marketing panel; wp: a
// full screen with the logo).
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { useConfigValue } from '../../features/config/api/get-config';
import { type Device, loginPathFor } from '../../lib/device';
import { toast } from '../../lib/notify';

/** The title and subtitle above an account form. */
export function AuthHeading({ title, subtitle, fz = 26 }: { title: string; subtitle: string; fz?: number }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={2} fz={fz}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}

/** "No account yet? Register": a question and the link that answers it. */
export function AuthSwitch({
  question,
  action,
  to,
  testId,
  mt,
}: {
  question: string;
  action: string;
  to: string;
  testId: string;
  mt?: string;
}) {
  return (
    <Text ta="center" fz="sm" c="dimmed" mt={mt}>
      {question}{' '}
      <Anchor component={Link} to={to} fw={600} data-testid={testId}>
        {action}
      </Anchor>
    </Text>
  );
}

/** A link on its own line below an account form ("Back to login"). */
export function AuthLink({ to, label, mt = 'lg' }: { to: string; label: string; mt?: string }) {
  return (
    <Text ta="center" fz="sm" mt={mt}>
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
    </Text>
  );
}

/** Below the login form: "Forgot password?" (to `forgotTo`) and the demo. */
export function LoginLinks({ forgotTo, forgotTestId }: { forgotTo: string; forgotTestId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      <Anchor component={Link} to={forgotTo} fz="sm" data-testid={forgotTestId}>
        {t('auth.forgotPassword')}
      </Anchor>
      <Anchor component={Link} to="/demo" fz="sm" c="dimmed">
        {t('auth.tryDemo')}
      </Anchor>
    </Group>
  );
}

/** The register form's invitation: whether a code is required, and the one the link brought (?inviteCode= or ?invite=). */
export function useInvite() {
  const [params] = useSearchParams();
  return {
    inviteRequired: useConfigValue('inviteCodeRequired') === 'Y',
    initialInviteCode: params.get('inviteCode') ?? params.get('invite') ?? '',
  };
}

/** After a password change or reset (every session has ended): its toast, then the interface's login page. */
export function useBackToLogin(device: Device) {
  const navigate = useNavigate();
  return (message: string) => {
    toast.success(message);
    navigate(loginPathFor(device), { replace: true });
  };
}

/** The login password on the security pages: change it with the current one, then log in again. */
export function LoginPasswordPanel({ device, compact }: { device: Device; compact?: boolean }) {
  const { t } = useTranslation();
  const backToLogin = useBackToLogin(device);
  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'} data-testid="login-password-panel">
      <Title order={4}>{t('user.changePassword')}</Title>
      <Text fz="sm" c="dimmed" mt={4} mb="md">
        {t('auth.changeSubtitle')}
      </Text>
      <ChangePasswordForm onSuccess={() => backToLogin(t('auth.changeSuccess'))} />
    </Paper>
  );
}
