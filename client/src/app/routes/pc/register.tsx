import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { AuthHeading, AuthSwitch, useInvite } from '../account-parts';
import { useAfterLogin } from '../navigation';

export default function PcRegisterPage() {
  const { t } = useTranslation();
  const invite = useInvite();
  const afterLogin = useAfterLogin('pc');
  return (
    <div data-testid="pc-register">
      <AuthHeading title={t('auth.createAccount')} subtitle={t('auth.registerSubtitle')} />
      <RegisterForm
        {...invite}
        termsLinks={{ agreement: '/pc/agreement', privacy: '/pc/privacy' }}
        onSuccess={() => afterLogin(t('auth.registerSuccess'))}
      />
      <Divider my="lg" color="var(--app-border)" />
      <AuthSwitch question={t('auth.haveAccount')} action={t('common.login')} to="/pc/user/login" testId="link-login" />
    </div>
  );
}
