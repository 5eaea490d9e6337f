import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useSession } from '../../../lib/session';
import { AuthLink, useBackToLogin } from '../account-parts';
import { AccountScreen } from './account-screen';

/** Restore password: a logged-in user changes it with the current one; a visitor resets it by code. */
export default function WpRestorePwdPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const backToLogin = useBackToLogin('wp');
  if (token) {
    return (
      <AccountScreen title={t('auth.changeTitle')} subtitle={t('auth.changeSubtitle')} testId="wp-restore-pwd">
        <ChangePasswordForm onSuccess={() => backToLogin(t('auth.changeSuccess'))} />
      </AccountScreen>
    );
  }
  return (
    <AccountScreen title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')} testId="wp-restore-pwd">
      <ResetPasswordForm onSuccess={() => backToLogin(t('auth.resetSuccess'))} />
      <AuthLink to="/wp/user/login" label={t('auth.backToLogin')} mt="xl" />
    </AccountScreen>
  );
}
