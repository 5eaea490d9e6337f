import { Paper, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useConfigItems } from '../../../features/admin/content/api/get-config';
import { useAdminLanguages } from '../../../features/admin/content/api/get-languages';
import { ConfigTable } from '../../../features/admin/content/components/config-table';
import { LanguageTable } from '../../../features/admin/content/components/language-table';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

function ConfigKeys() {
  const config = useConfigItems();
  return (
    <QueryState isPending={config.isPending} isError={config.isError} onRetry={() => void config.refetch()}>
      {config.data && <ConfigTable items={config.data} />}
    </QueryState>
  );
}

function Languages() {
  const languages = useAdminLanguages();
  return (
    <QueryState isPending={languages.isPending} isError={languages.isError} onRetry={() => void languages.refetch()}>
      {languages.data && <LanguageTable languages={languages.data} />}
    </QueryState>
  );
}

/** Site settings: config keys (site closed, maintenance switches, logos) and the languages shown (config.write). */
function AdminConfigPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage section="config">
      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="keys" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="keys">{t('admin.config.keysTab')}</Tabs.Tab>
            <Tabs.Tab value="languages" data-testid="config-tab-languages">
              {t('admin.config.languagesTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="keys">
            <ConfigKeys />
          </Tabs.Panel>
          <Tabs.Panel value="languages">
            <Languages />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminConfigPage);
