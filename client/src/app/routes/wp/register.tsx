import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { AuthSwitch, useInvite } from '../account-parts';
import { useAfterLogin } from '../navigation';
import { AccountScreen } from './account-screen';

export default function WpRegisterPage() {
  const { t } = useTranslation();
  const invite = useInvite();
  const afterLogin = useAfterLogin('wp');
  return (
    <AccountScreen title={t('auth.createAccount')} subtitle={t('auth.registerNote')} testId="wp-register">
      <RegisterForm
        {...invite}
        termsLinks={{ agreement: '/wp/agreement', privacy: '/wp/privacy' }}
        onSuccess={() => afterLogin(t('auth.registerSuccess'))}
      />
      <AuthSwitch question={t('auth.haveAccount')} action={t('common.login')} to="/wp/user/login" testId="link-login" mt="xl" />
    </AccountScreen>
  );
}
