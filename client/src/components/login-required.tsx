import { Button, EmptyState, Group, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** Shown on desktop pages that need an account when nobody is logged in ("please log in first"). */
export function LoginRequired({
  loginPath = '/pc/user/login',
  registerPath = '/pc/user/register',
}: {
  loginPath?: string;
  registerPath?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const redirect = encodeURIComponent(pathname + search);
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="login-required">
      <EmptyState icon={<IconLock size={30} />} variant="light" title={t('error.loginFirst')} description={t('user.guestText')}>
        <EmptyState.Actions>
          <Group justify="center">
            <Button onClick={() => navigate(`${loginPath}?redirect=${redirect}`)} data-testid="login-required-login">
              {t('common.login')}
            </Button>
            <Button variant="default" onClick={() => navigate(registerPath)}>
              {t('common.register')}
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
