import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { toast } from '../../../lib/notify';
import { AuthHeading } from './auth-heading';

/** Forgot password: reset by a verification code. */
export default function PcForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="pc-forget-password">
      <AuthHeading title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')} />
      <ResetPasswordForm
        onSuccess={() => {
          toast.success(t('auth.resetSuccess'));
          navigate('/pc/user/login', { replace: true });
        }}
      />
      <Text ta="center" fz="sm" mt="lg">
        <Anchor component={Link} to="/pc/user/login">
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
    </div>
  );
}
