import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '../../../components/namespace-gate';
import { ApiKeyList } from '../../../features/admin/api-keys/components/api-key-list';
import { AdminPage } from './admin-page';

/**
 * Customers' API keys (issue 39; users.read): every key, newest first, by customer and status,
 * never a secret; a key revoked by a role with users.write (audited).
 */
function AdminApiKeysPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage section="apiKeys">
      <Text fz="sm" c="dimmed">
        {t('apiKeysAdmin.lead')}
      </Text>
      <Paper withBorder radius="md" p="md">
        <ApiKeyList />
      </Paper>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminApiKeysPage);
