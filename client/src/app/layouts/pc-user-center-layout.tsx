import { Container, Grid, NavLink, Paper, Text } from '@mantine/core';
import { IconClipboardList, IconLayoutDashboard, IconShieldLock, IconUserCheck, IconWallet } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoginRequired } from '../../components/login-required';
import { PageLoader } from '../../components/page-loader';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { useSession } from '../../lib/session';

const LINKS: { to: string; label: ParseKeys; icon: typeof IconWallet }[] = [
  { to: '/pc/userCenter/dashboard', label: 'route.dashboard', icon: IconLayoutDashboard },
  { to: '/pc/userCenter/property', label: 'route.property', icon: IconWallet },
  { to: '/pc/userCenter/tradeHistory', label: 'route.tradeHistory', icon: IconClipboardList },
  { to: '/pc/userCenter/certify', label: 'route.certify', icon: IconUserCheck },
  { to: '/pc/userCenter/security', label: 'route.security', icon: IconShieldLock },
];

/** Desktop user centre: side navigation and the section. Visitors are asked to log in first. */
export default function PcUserCenterLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { loggedIn } = useSession();
  return (
    <Container size="xl" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="lg" p="sm" data-testid="user-center-nav">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600} px="sm" py={6}>
              {t('nav.userCenter')}
            </Text>
            {LINKS.map((l) => (
              <NavLink
                key={l.to}
                className="pc-sidebar-link"
                label={t(l.label)}
                leftSection={<l.icon size={18} />}
                active={pathname === l.to}
                onClick={() => navigate(l.to)}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {loggedIn ? (
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          ) : (
            <LoginRequired />
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
