import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { StaffLoginForm } from '../../../features/admin/components/staff-login-form';
import { useStaffSession } from '../../../features/admin/staff-session';
import { withNamespaces } from '../../../components/namespace-gate';

/** Where to go after logging in: a back-office path only. */
function afterLogin(redirect: string | null): string {
  return redirect?.startsWith('/admin/') && !redirect.startsWith('/admin/login') ? redirect : '/admin';
}

/** /admin/login: the staff login, never the customers'. */
function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const session = useStaffSession();
  useEffect(() => {
    document.title = `${t('admin.login.title')} · ${t('admin.title')}`;
  }, [t]);
  if (session) return <Navigate to={afterLogin(params.get('redirect'))} replace />;
  return (
    <Center mih="100vh" p="md" data-testid="admin-login">
      <Paper withBorder radius="lg" p="xl" w={460} shadow="sm">
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <IconShieldLock size={40} />
            <Title order={2}>{t('admin.login.title')}</Title>
            <Text c="dimmed" fz="sm" ta="center">
              {t('admin.login.subtitle')}
            </Text>
          </Stack>
          <StaffLoginForm />
        </Stack>
      </Paper>
    </Center>
  );
}

export default withNamespaces(['admin'], AdminLoginPage);
