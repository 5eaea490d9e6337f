import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useAfterLogin } from '../navigation';
import { AccountScreen } from './account-screen';

export default function WpLoginPage() {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin('wp');
  return (
    <AccountScreen title={t('auth.welcomeBack')} subtitle={t('auth.loginSubtitle')} testId="wp-login">
      <LoginForm onSuccess={() => afterLogin()} />
      <Group justify="space-between" mt="md">
        <Anchor component={Link} to="/wp/user/restorePwd" fz="sm" data-testid="link-restore-pwd">
          {t('auth.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to="/demo" fz="sm" c="dimmed">
          {t('auth.tryDemo')}
        </Anchor>
      </Group>
      <Text ta="center" fz="sm" c="dimmed" mt="xl">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to="/wp/user/register" fw={600} data-testid="link-register">
          {t('common.register')}
        </Anchor>
      </Text>
    </AccountScreen>
  );
}
