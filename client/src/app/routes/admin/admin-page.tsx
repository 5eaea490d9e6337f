// A back-office page: its title in the tab, and a refusal instead of the page for a role
// without its permission (the server refuses the calls anyway).
import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffPermissions } from '../../../features/admin/hooks/use-staff-permissions';
import { type AdminSection, mayOpen, navEntry } from '../../../features/admin/nav';

export function AdminPage({ section, actions, children }: { section: AdminSection; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { permissions } = useStaffPermissions();
  const title = t(`admin.nav.${section}`);
  useEffect(() => {
    document.title = `${title} · ${t('admin.title')}`;
  }, [title, t]);
  const allowed = mayOpen(navEntry(section), permissions);
  return (
    <Stack gap="lg" data-testid={`admin-page-${section}`}>
      <Stack gap={0}>
        <Title order={2}>{title}</Title>
      </Stack>
      {allowed ? (
        <>
          {actions}
          {children}
        </>
      ) : (
        <Alert color="red" variant="light" icon={<IconLock size={18} />} title={t('admin.forbidden.title')} data-testid="admin-forbidden">
          {t('admin.forbidden.text')}
        </Alert>
      )}
    </Stack>
  );
}
