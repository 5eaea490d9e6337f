import { Paper } from '@mantine/core';
import { withNamespaces } from '../../../components/namespace-gate';
import { ClassList } from '../../../features/admin/classes/components/class-list';
import { AdminPage } from './admin-page';

/**
 * Classrooms (issue 43, decision 106; users.read), read only: every class with its teacher,
 * learners, dates and starting balance; a class's members with their class wallets and its
 * shared scenario in a drawer.
 */
function AdminClassesPage() {
  return (
    <AdminPage section="classes">
      <Paper withBorder radius="md" p="md">
        <ClassList />
      </Paper>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminClassesPage);
