import { UserSearch } from '../../../features/admin/components/user-search';
import { AdminPage } from './admin-page';

/** Customers (users.read): search by id, e-mail, phone or invitation code. */
export default function AdminUsersPage() {
  return (
    <AdminPage section="users">
      <UserSearch />
    </AdminPage>
  );
}
