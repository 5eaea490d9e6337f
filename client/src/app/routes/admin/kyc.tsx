import { useTranslation } from 'react-i18next';
import { KycDetail } from '../../../features/admin/components/kyc-detail';
import { CustomerCell } from '../../../features/admin/components/customer-label';
import { QueuePage } from '../../../features/admin/components/queue-page';
import { useFormat } from '../../../lib/format';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

/** The certification review queue (certification.review): filters by state and tier, the photos, authenticate or reject. */
function AdminKycPage() {
  const { t } = useTranslation('admin');
  const { t: tAccount } = useTranslation('account');
  const { dateTime } = useFormat();
  return (
    <AdminPage section="kyc">
      <QueuePage
        kind="kyc"
        columns={[
          { label: t('admin.queues.createdAt'), cell: (k) => dateTime(k.createdAt) },
          { label: t('admin.queues.customer'), cell: (k) => <CustomerCell customer={k.customer} /> },
          { label: t('admin.queues.tier'), cell: (k) => tAccount(`kyc.${k.tier}.title`) },
          { label: tAccount('kyc.form.realName'), cell: (k) => k.realName ?? '—' },
        ]}
        detail={(id, close) => <KycDetail id={id} onDone={close} />}
      />
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'account'], AdminKycPage);
