// The back office's frame (decision 027): a desktop AppShell, the menu of what the role may
// use, the staff member with their role, and log out. Without a staff session in this tab
// it sends to the staff login, and back here after it.
import { ActionIcon, AppShell, Badge, Burger, Button, Group, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { ThemeSwitch } from '../../components/theme-switch';
import { useStaffLogout } from '../../features/admin/api/logout';
import { AdminNav } from '../../features/admin/components/admin-nav';
import { useStaffPermissions } from '../../features/admin/hooks/use-staff-permissions';
import { navFor } from '../../features/admin/nav';
import { useStaffSession } from '../../features/admin/staff-session';
import { LanguageMenu } from '../../features/language/components/language-menu';
import { withNamespaces } from '../../components/namespace-gate';

function AdminLayout() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const session = useStaffSession();
  const { staff, permissions } = useStaffPermissions();
  const logout = useStaffLogout();
  // narrow windows: the menu folds behind a burger
  const [menuOpen, menu] = useDisclosure(false);
  if (!session || !staff) {
    return <Navigate to={`/admin/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  // /admin goes to the first page of the role's menu before the menu is shown: a redirect left
  // to the home page's own chunk could land after a click on the menu and undo it
  const first = navFor(permissions)[0];
  if (first && location.pathname.replace(/\/$/, '') === '/admin') return <Navigate to={first.path} replace />;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }}
      padding="lg"
      data-testid="admin-shell"
    >
      <AppShell.Header px="lg">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label={t('admin.menu')} />
            <IconShieldLock size={24} />
            <Title order={4} visibleFrom="xs">
              {t('admin.title')}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" fw={600} visibleFrom="sm" data-testid="admin-staff-name">
              {staff.displayName}
            </Text>
            <Badge variant="light" style={{ flexShrink: 0 }} data-testid="admin-staff-role">
              {t(`admin.role.${staff.role}`)}
            </Badge>
            <LanguageMenu compact />
            <ThemeSwitch />
            <Button
              variant="default"
              size="xs"
              visibleFrom="sm"
              leftSection={<IconLogout size={14} />}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
              data-testid="admin-logout"
            >
              {t('admin.logout')}
            </Button>
            <ActionIcon variant="default" size="lg" hiddenFrom="sm" aria-label={t('admin.logout')} onClick={() => logout.mutate()}>
              <IconLogout size={16} />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" onClick={menu.close}>
        {/* twenty entries outgrow a laptop's height: the menu scrolls on its own */}
        {/* (reachable by keyboard to scroll, as a scrolling region must be) */}
        <AppShell.Section grow component={ScrollArea} viewportProps={{ tabIndex: 0 }}>
          <AdminNav permissions={permissions} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}

export default withNamespaces(['admin'], AdminLayout);
