import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../../features/auth/components/login-form';
import { AuthHeading, AuthSwitch, LoginLinks } from '../account-parts';
import { useAfterLogin } from '../navigation';
import { withNamespaces } from '../../../components/namespace-gate';

function PcLoginPage() {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin('pc');
  return (
    <div data-testid="pc-login">
      <AuthHeading title={t('auth.welcomeBack')} subtitle={t('auth.loginSubtitle')} />
      <LoginForm onSuccess={() => afterLogin()} />
      <LoginLinks forgotTo="/pc/user/forgetPassword" forgotTestId="link-forget-password" />
      <Divider my="lg" color="var(--app-border)" />
      <AuthSwitch question={t('auth.noAccount')} action={t('common.register')} to="/pc/user/register" testId="link-register" />
    </div>
  );
}

export default withNamespaces(['account'], PcLoginPage);
