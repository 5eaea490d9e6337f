import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useConfigValue } from '../../../features/config/api/get-config';
import { useAfterLogin } from '../navigation';
import { AccountScreen } from './account-screen';

export default function WpRegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inviteRequired = useConfigValue('inviteCodeRequired') === 'Y';
  const afterLogin = useAfterLogin('wp');
  return (
    <AccountScreen title={t('auth.createAccount')} subtitle={t('auth.registerNote')} testId="wp-register">
      <RegisterForm
        inviteRequired={inviteRequired}
        initialInviteCode={params.get('inviteCode') ?? params.get('invite') ?? ''}
        onSuccess={() => afterLogin(t('auth.registerSuccess'))}
      />
      <Text ta="center" fz="sm" c="dimmed" mt="xl">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to="/wp/user/login" fw={600} data-testid="link-login">
          {t('common.login')}
        </Anchor>
      </Text>
    </AccountScreen>
  );
}
