import { useTranslation } from 'react-i18next';
import { CardChangeDetail } from '../../../features/admin/components/card-change-detail';
import { CustomerCell } from '../../../features/admin/components/customer-label';
import { QueuePage } from '../../../features/admin/components/queue-page';
import { useFormat } from '../../../lib/format';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

/** Bank-card change requests (cards.review): approve (the card is replaced) or reject with a reason. */
function AdminCardsPage() {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  return (
    <AdminPage section="cards">
      <QueuePage
        kind="card-changes"
        columns={[
          { label: t('admin.queues.createdAt'), cell: (c) => dateTime(c.createdAt) },
          { label: t('admin.queues.customer'), cell: (c) => <CustomerCell customer={c.customer} /> },
          { label: t('admin.queues.requestedCard'), cell: (c) => `${c.bankName} ${c.number}` },
        ]}
        detail={(id, close) => <CardChangeDetail id={id} onDone={close} />}
      />
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'account'], AdminCardsPage);
