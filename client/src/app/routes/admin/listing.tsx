import { Paper } from '@mantine/core';
import { ListingQueue } from '../../../features/admin/listing/components/listing-queue';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

/** Coin listing applications: the queue with status and staff notes (content.write, decision 051). */
function AdminListingPage() {
  return (
    <AdminPage section="listing">
      <Paper withBorder radius="md" p="md">
        <ListingQueue />
      </Paper>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminListingPage);
