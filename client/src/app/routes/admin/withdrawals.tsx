import { useTranslation } from 'react-i18next';
import { CustomerCell } from '../../../features/admin/components/customer-label';
import { QueuePage } from '../../../features/admin/components/queue-page';
import { WithdrawalDetail } from '../../../features/admin/components/withdrawal-detail';
import { useFormat } from '../../../lib/format';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

/** The withdrawal review queue (withdrawals.review): filters, paging, the bar and limits, pay or reject. */
function AdminWithdrawalsPage() {
  const { t } = useTranslation('admin');
  const { moneyCode, dateTime } = useFormat();
  return (
    <AdminPage section="withdrawals">
      <QueuePage
        kind="withdrawals"
        columns={[
          { label: t('admin.queues.createdAt'), cell: (w) => dateTime(w.createdAt) },
          { label: t('admin.queues.customer'), cell: (w) => <CustomerCell customer={w.customer} /> },
          { label: t('admin.queues.amount'), cell: (w) => moneyCode(w.amount, w.currency) },
          { label: t('admin.queues.payTo'), cell: (w) => w.destination },
        ]}
        detail={(id, close) => <WithdrawalDetail id={id} onDone={close} />}
      />
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'account'], AdminWithdrawalsPage);
