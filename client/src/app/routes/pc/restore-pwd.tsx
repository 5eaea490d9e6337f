import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useSession } from '../../../lib/session';
import { AuthHeading, AuthLink, useBackToLogin } from '../account-parts';

/** Restore password: a logged-in user changes it with the current one; a visitor resets it by code. */
export default function PcRestorePwdPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const backToLogin = useBackToLogin('pc');
  return (
    <div data-testid="pc-restore-pwd">
      {token ? (
        <>
          <AuthHeading title={t('auth.changeTitle')} subtitle={t('auth.changeSubtitle')} />
          <ChangePasswordForm onSuccess={() => backToLogin(t('auth.changeSuccess'))} />
          <AuthLink to="/pc/user/forgetPassword" label={t('auth.forgotPassword')} />
        </>
      ) : (
        <PcResetPassword />
      )}
    </div>
  );
}

/** Reset a forgotten password by a verification code (also /pc/user/forgetPassword). */
export function PcResetPassword() {
  const { t } = useTranslation();
  const backToLogin = useBackToLogin('pc');
  return (
    <>
      <AuthHeading title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')} />
      <ResetPasswordForm onSuccess={() => backToLogin(t('auth.resetSuccess'))} />
      <AuthLink to="/pc/user/login" label={t('auth.backToLogin')} />
    </>
  );
}
