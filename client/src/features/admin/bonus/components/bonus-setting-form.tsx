import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProposalView } from '../../../../../../shared/schemas/approvals.ts';
import { SettingsProposalForm } from '../../components/settings-proposal-form';
import type { NamedBonusSetting } from '../api/get-bonus-settings';
import { adminKeys } from '../../api/keys';

/** A whole number as typed (the server checks the range with its own message). */
const whole = (v: unknown) => (/^\d{1,6}$/.test(String(v).trim()) ? Number(String(v).trim()) : -1);

/**
 * A bonus kind's terms as a proposal: amount, turnover multiple, period and on/off, before → as
 * typed, and the reason; nothing changes until a different administrator approves it, and then
 * only for bonuses granted afterwards.
 */
export function BonusSettingForm({ setting, onProposed }: { setting: NamedBonusSetting; onProposed: (p: ProposalView) => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return (
    <SettingsProposalForm
      kind="bonus-settings"
      showChanges
      initial={{
        amount: setting.amount,
        turnoverMultiple: String(setting.turnoverMultiple),
        expiryDays: String(setting.expiryDays),
        enabled: setting.enabled,
      }}
      hints={{
        amount: t('admin.bonus.amountHint'),
        turnoverMultiple: t('admin.bonus.multipleHint'),
        expiryDays: t('admin.bonus.daysHint'),
      }}
      payload={(v) => ({
        kind: setting.kind,
        amount: String(v.amount).trim(),
        turnoverMultiple: whole(v.turnoverMultiple),
        expiryDays: whole(v.expiryDays),
        enabled: v.enabled === true,
      })}
      onProposed={(p) => {
        // the table names the pending change
        void queryClient.invalidateQueries({ queryKey: adminKeys.bonusSettings() });
        onProposed(p);
      }}
    />
  );
}
