import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { toast } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { AccountScreen } from './account-screen';

/** Restore password: a logged-in user changes it with the current one; a visitor resets it by code. */
export default function WpRestorePwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const done = (message: string) => {
    toast.success(message);
    navigate('/wp/user/login', { replace: true });
  };
  if (token) {
    return (
      <AccountScreen title={t('auth.changeTitle')} subtitle={t('auth.changeSubtitle')} testId="wp-restore-pwd">
        <ChangePasswordForm onSuccess={() => done(t('auth.changeSuccess'))} />
      </AccountScreen>
    );
  }
  return (
    <AccountScreen title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')} testId="wp-restore-pwd">
      <ResetPasswordForm onSuccess={() => done(t('auth.resetSuccess'))} />
      <Text ta="center" fz="sm" mt="xl">
        <Anchor component={Link} to="/wp/user/login">
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
    </AccountScreen>
  );
}
