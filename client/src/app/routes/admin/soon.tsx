import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import type { AdminSection } from '../../../features/admin/nav';
import { AdminPage } from './admin-page';

/** A back-office page still being built: what it will do. */
export default function AdminSoon({
  section,
}: {
  section: Exclude<AdminSection, 'staff' | 'audit' | 'overview' | 'approvals' | 'adjustments' | 'money' | 'content' | 'config'>;
}) {
  const { t } = useTranslation();
  return (
    <AdminPage section={section}>
      <ComingSoon compact title={t(`admin.nav.${section}`)} description={t(`admin.soon.${section}`)} icon={<IconTools size={36} />} />
    </AdminPage>
  );
}
