import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../../features/auth/components/login-form';
import { AuthSwitch, LoginLinks } from '../account-parts';
import { useAfterLogin } from '../navigation';
import { AccountScreen } from './account-screen';
import { withNamespaces } from '../../../components/namespace-gate';

function WpLoginPage() {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin('wp');
  return (
    <AccountScreen title={t('auth.welcomeBack')} subtitle={t('auth.loginSubtitle')} testId="wp-login">
      <LoginForm onSuccess={() => afterLogin()} />
      <LoginLinks forgotTo="/wp/user/restorePwd" forgotTestId="link-restore-pwd" />
      <AuthSwitch question={t('auth.noAccount')} action={t('common.register')} to="/wp/user/register" testId="link-register" mt="xl" />
    </AccountScreen>
  );
}

export default withNamespaces(['account'], WpLoginPage);
