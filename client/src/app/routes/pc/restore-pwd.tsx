import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { toast } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { AuthHeading } from './auth-heading';

/** Restore password: a logged-in user changes it with the current one; a visitor resets it by code. */
export default function PcRestorePwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const done = (message: string) => {
    toast.success(message);
    navigate('/pc/user/login', { replace: true });
  };
  return (
    <div data-testid="pc-restore-pwd">
      {token ? (
        <>
          <AuthHeading title={t('auth.changeTitle')} subtitle={t('auth.changeSubtitle')} />
          <ChangePasswordForm onSuccess={() => done(t('auth.changeSuccess'))} />
          <Text ta="center" fz="sm" mt="lg">
            <Anchor component={Link} to="/pc/user/forgetPassword">
              {t('auth.forgotPassword')}
            </Anchor>
          </Text>
        </>
      ) : (
        <>
          <AuthHeading title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')} />
          <ResetPasswordForm onSuccess={() => done(t('auth.resetSuccess'))} />
          <Text ta="center" fz="sm" mt="lg">
            <Anchor component={Link} to="/pc/user/login">
              {t('auth.backToLogin')}
            </Anchor>
          </Text>
        </>
      )}
    </div>
  );
}
