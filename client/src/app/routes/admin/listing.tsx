import { Paper } from '@mantine/core';
import { ListingQueue } from '../../../features/admin/listing/components/listing-queue';
import { AdminPage } from './admin-page';

/** Coin listing applications: the queue with status and staff notes (content.write, decision 051). */
export default function AdminListingPage() {
  return (
    <AdminPage section="listing">
      <Paper withBorder radius="md" p="md">
        <ListingQueue />
      </Paper>
    </AdminPage>
  );
}
