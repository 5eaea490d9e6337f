import { Anchor, Divider, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useAfterLogin } from '../navigation';
import { AuthHeading } from './auth-heading';

export default function PcLoginPage() {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin('pc');
  return (
    <div data-testid="pc-login">
      <AuthHeading title={t('auth.welcomeBack')} subtitle={t('auth.loginSubtitle')} />
      <LoginForm onSuccess={() => afterLogin()} />
      <Group justify="space-between" mt="md">
        <Anchor component={Link} to="/pc/user/forgetPassword" fz="sm" data-testid="link-forget-password">
          {t('auth.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to="/demo" fz="sm" c="dimmed">
          {t('auth.tryDemo')}
        </Anchor>
      </Group>
      <Divider my="lg" color="var(--app-border)" />
      <Text ta="center" fz="sm" c="dimmed">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to="/pc/user/register" fw={600} data-testid="link-register">
          {t('common.register')}
        </Anchor>
      </Text>
    </div>
  );
}
