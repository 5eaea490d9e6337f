import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DepositAddressLookup } from '../../../features/admin/components/deposit-address-lookup';
import { DepositDetail } from '../../../features/admin/components/deposit-detail';
import { CustomerCell } from '../../../features/admin/components/customer-label';
import { QueuePage } from '../../../features/admin/components/queue-page';
import { useFormat } from '../../../lib/format';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

/**
 * The deposit review queue (deposits.review): whose own deposit address an address is, filters (a
 * bank transfer's reference code too), paging, the proof, approve or reject.
 */
function AdminDepositsPage() {
  const { t } = useTranslation('admin');
  const { moneyCode, dateTime } = useFormat();
  return (
    <AdminPage section="deposits">
      <Stack gap="md">
        <DepositAddressLookup />
        <QueuePage
          kind="deposits"
          columns={[
            { label: t('admin.queues.createdAt'), cell: (d) => dateTime(d.createdAt) },
            { label: t('admin.queues.customer'), cell: (d) => <CustomerCell customer={d.customer} /> },
            { label: t('admin.queues.channel'), cell: (d) => t(`admin.queues.channels.${d.channel}`) },
            { label: t('admin.queues.amount'), cell: (d) => moneyCode(d.amount, d.currency) },
            {
              label: t('depositReference.column'),
              cell: (d) => (
                <Text span fz="sm" ff="monospace" data-testid="queue-reference">
                  {d.reference ?? '—'}
                </Text>
              ),
            },
          ]}
          detail={(id, close) => <DepositDetail id={id} onDone={close} />}
        />
      </Stack>
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'account'], AdminDepositsPage);
