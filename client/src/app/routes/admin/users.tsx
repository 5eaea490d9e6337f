import { UserSearch } from '../../../features/admin/components/user-search';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

/** Customers (users.read): search by id, e-mail, phone or invitation code. */
function AdminUsersPage() {
  return (
    <AdminPage section="users">
      <UserSearch />
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminUsersPage);
