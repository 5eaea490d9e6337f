import { Anchor, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useConfigValue } from '../../../features/config/api/get-config';
import { useAfterLogin } from '../navigation';
import { AuthHeading } from './auth-heading';

export default function PcRegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inviteRequired = useConfigValue('inviteCodeRequired') === 'Y';
  const afterLogin = useAfterLogin('pc');
  return (
    <div data-testid="pc-register">
      <AuthHeading title={t('auth.createAccount')} subtitle={t('auth.registerSubtitle')} />
      <RegisterForm
        inviteRequired={inviteRequired}
        initialInviteCode={params.get('inviteCode') ?? params.get('invite') ?? ''}
        onSuccess={() => afterLogin(t('auth.registerSuccess'))}
      />
      <Divider my="lg" color="var(--app-border)" />
      <Text ta="center" fz="sm" c="dimmed">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to="/pc/user/login" fw={600} data-testid="link-login">
          {t('common.login')}
        </Anchor>
      </Text>
    </div>
  );
}
