import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useStaffPermissions } from '../../../features/admin/hooks/use-staff-permissions';
import { navFor } from '../../../features/admin/nav';
import { withNamespaces } from '../../../components/namespace-gate';

/** /admin: the first page of the menu this role may use. */
function AdminHome() {
  const { t } = useTranslation('admin');
  const { permissions } = useStaffPermissions();
  const first = navFor(permissions)[0];
  if (first) return <Navigate to={first.path} replace />;
  return <Alert title={t('admin.forbidden.title')}>{t('admin.forbidden.text')}</Alert>;
}

export default withNamespaces(['admin'], AdminHome);
