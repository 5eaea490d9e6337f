import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBonusSettings } from '../../../features/admin/bonus/api/get-bonus-settings';
import { BonusGrantList } from '../../../features/admin/bonus/components/bonus-grant-list';
import { BonusSettingForm } from '../../../features/admin/bonus/components/bonus-setting-form';
import { BonusSettingsTable } from '../../../features/admin/bonus/components/bonus-settings-table';
import { SettingsTabsPage } from './settings-tabs-page';
import { withNamespaces } from '../../../components/namespace-gate';

/**
 * Bonuses' back office (decision 048): each kind's terms, each change a four-eyes proposal
 * (settings.write) shown before → after; and every bonus granted with its state, read only.
 */
function AdminBonusPage() {
  const { t } = useTranslation('admin');
  const { t: tAccount } = useTranslation('account');
  return (
    <SettingsTabsPage
      section="bonus"
      settings={useBonusSettings((kind) => tAccount(`bonus.kind.${kind}`))}
      settingsTab={{ value: 'settings', label: t('admin.bonus.settings') }}
      listTab={{ value: 'grants', label: t('admin.bonus.grants') }}
      lead={t('admin.bonus.lead')}
      table={(settings, propose) => <BonusSettingsTable settings={settings} onPropose={propose} />}
      list={() => (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t('admin.bonus.readOnly')}
          </Text>
          <BonusGrantList />
        </Stack>
      )}
      form={(setting, onProposed) => <BonusSettingForm setting={setting} onProposed={onProposed} />}
    />
  );
}

export default withNamespaces(['admin', 'account'], AdminBonusPage);
