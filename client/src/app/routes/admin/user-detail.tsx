import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { ApiKeyList } from '../../../features/admin/api-keys/components/api-key-list';
import { useUser } from '../../../features/admin/api/get-user';
import { UserAlertsPanel } from '../../../features/admin/components/user-alerts-panel';
import { UserCopyPanel } from '../../../features/admin/components/user-copy-panel';
import { UserCreditPanel } from '../../../features/admin/components/user-credit-panel';
import { UserDepositAddresses } from '../../../features/admin/components/user-deposit-addresses';
import { UserLists } from '../../../features/admin/components/user-lists';
import { UserProfile } from '../../../features/admin/components/user-profile';
import { UserResponsiblePanel } from '../../../features/admin/components/user-responsible-panel';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

/** One customer (users.read): profile, balances, sessions, credit score, responsible-trading settings and price alerts, copy trading and own deposit addresses (read only), API keys (revoked with users.write), fund flow, orders, login history; freeze and sign out (users.write); credit score changes proposed (credit.write). */
function AdminUserDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const user = useUser(id);
  return (
    <AdminPage section="users">
      <Stack gap="md">
        <Anchor component={Link} to="/admin/users" fz="sm">
          ← {t('admin.users.backToSearch')}
        </Anchor>
        <QueryState isPending={user.isPending} isError={user.isError} onRetry={() => void user.refetch()}>
          {user.data && (
            <Stack gap="md">
              <UserProfile user={user.data} />
              <UserCreditPanel userId={id} score={user.data.profile.creditScore} />
              <UserResponsiblePanel userId={id} />
              <UserAlertsPanel userId={id} />
              <UserCopyPanel userId={id} />
              <UserDepositAddresses addresses={user.data.depositAddresses} />
              <Paper withBorder radius="md" p="md" data-testid="user-api-keys">
                <Title order={4} mb="sm">
                  {t('apiKeysAdmin.title')}
                </Title>
                <ApiKeyList userId={id} />
              </Paper>
              <Paper withBorder radius="md" p="md">
                <UserLists userId={id} />
              </Paper>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'funds'], AdminUserDetailPage);
