import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminContractSetting } from '../../../../../../shared/schemas/admin-contract.ts';
import type { ProposalView } from '../../../../../../shared/schemas/approvals.ts';
import { SettingsProposalForm } from '../../components/settings-proposal-form';
import { adminKeys } from '../../api/keys';

const text = (v: unknown) => String(v).trim();

/** The leverage choices as typed ("1, 2, 5"): the server checks each is a whole number from 1 to 1000. */
const leveragesOf = (v: unknown) =>
  text(v)
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);

/**
 * A product's contract settings as a proposal: every field editable, the values before → as
 * typed, and the reason; nothing changes until a different administrator approves it.
 */
export function ContractSettingForm({ setting, onProposed }: { setting: AdminContractSetting; onProposed: (p: ProposalView) => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const s = setting;
  return (
    <SettingsProposalForm
      kind="contract-setting"
      showChanges
      columns={2}
      initial={{
        contractSize: s.contractSize,
        lotStep: s.lotStep,
        minLots: s.minLots,
        maxLots: s.maxLots,
        leverages: s.leverages.join(', '),
        spread: s.spread,
        feeRate: s.feeRate,
        maintenanceRate: s.maintenanceRate,
        overnightRate: s.overnightRate,
        enabled: s.enabled,
      }}
      hints={{ leverages: t('admin.contract.leveragesHint') }}
      payload={(v) => ({
        productId: s.productId,
        contractSize: text(v.contractSize),
        lotStep: text(v.lotStep),
        minLots: text(v.minLots),
        maxLots: text(v.maxLots),
        leverages: leveragesOf(v.leverages),
        spread: text(v.spread),
        feeRate: text(v.feeRate),
        maintenanceRate: text(v.maintenanceRate),
        overnightRate: text(v.overnightRate),
        enabled: v.enabled === true,
      })}
      onProposed={(p) => {
        // the table names the pending change
        void queryClient.invalidateQueries({ queryKey: adminKeys.contractSettings() });
        onProposed(p);
      }}
    />
  );
}
