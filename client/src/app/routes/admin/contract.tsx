import { useTranslation } from 'react-i18next';
import { useContractSettings } from '../../../features/admin/contract/api/get-contract-settings';
import { ContractSettingForm } from '../../../features/admin/contract/components/contract-setting-form';
import { ContractSettingsTable } from '../../../features/admin/contract/components/contract-settings-table';
import { PositionList } from '../../../features/admin/contract/components/position-list';
import { SettingsTabsPage } from './settings-tabs-page';
import { withNamespaces } from '../../../components/namespace-gate';

/**
 * Contract trading's back office (decision 036): every product's contract settings, each
 * change a four-eyes proposal (settings.write) shown before → after; and every customer's
 * positions with their events, read only.
 */
function AdminContractPage() {
  const { t } = useTranslation('admin');
  return (
    <SettingsTabsPage
      section="contract"
      settings={useContractSettings()}
      settingsTab={{ value: 'settings', label: t('admin.contract.settings') }}
      listTab={{ value: 'positions', label: t('admin.contract.positions') }}
      lead={t('admin.contract.lead')}
      table={(settings, propose) => <ContractSettingsTable settings={settings} onPropose={propose} />}
      list={(products) => <PositionList products={products} />}
      form={(setting, onProposed) => <ContractSettingForm setting={setting} onProposed={onProposed} />}
    />
  );
}

export default withNamespaces(['admin', 'account'], AdminContractPage);
