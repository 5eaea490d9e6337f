import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { SecurityPasswordPanel } from '../../../features/funds/components/security-password-panel';
import { toast } from '../../../lib/notify';
import { WpFunds } from './funds-frame';

/** Mobile security (/wp/security): the withdrawal password and the login password. */
export default function WpSecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WpFunds testId="wp-security">
      <SecurityPasswordPanel compact />
      <Paper withBorder radius="lg" p="md" data-testid="login-password-panel">
        <Title order={4}>{t('user.changePassword')}</Title>
        <Text fz="sm" c="dimmed" mt={4} mb="md">
          {t('auth.changeSubtitle')}
        </Text>
        <ChangePasswordForm
          onSuccess={() => {
            toast.success(t('auth.changeSuccess'));
            navigate('/wp/user/login', { replace: true });
          }}
        />
      </Paper>
    </WpFunds>
  );
}
