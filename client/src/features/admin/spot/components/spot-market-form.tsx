import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSpotMarket } from '../../../../../../shared/schemas/admin-spot.ts';
import type { ProposalView } from '../../../../../../shared/schemas/approvals.ts';
import { SettingsProposalForm } from '../../components/settings-proposal-form';
import { adminKeys } from '../../api/keys';
import { spotMarketFields } from './spot-markets-table';

const text = (v: unknown) => String(v).trim();

/**
 * A spot market's settings as a proposal: every field editable, the values before → as typed,
 * and the reason; nothing changes until a different administrator approves it, and then only
 * for orders placed afterwards.
 */
export function SpotMarketForm({ market, onProposed }: { market: AdminSpotMarket; onProposed: (p: ProposalView) => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return (
    <SettingsProposalForm
      kind="spot-market"
      showChanges
      columns={2}
      initial={{ ...spotMarketFields(market), enabled: market.enabled }}
      hints={{
        priceStep: t('admin.spot.priceStepHint', { quote: market.quote }),
        lotStep: t('admin.spot.lotStepHint', { base: market.base }),
        minNotional: t('admin.spot.minNotionalHint', { quote: market.quote }),
        makerFee: t('admin.spot.feeHint'),
        takerFee: t('admin.spot.feeHint'),
      }}
      payload={(v) => ({
        marketId: market.id,
        priceStep: text(v.priceStep),
        lotStep: text(v.lotStep),
        minNotional: text(v.minNotional),
        makerFee: text(v.makerFee),
        takerFee: text(v.takerFee),
        enabled: v.enabled === true,
      })}
      onProposed={(p) => {
        // the table names the pending change
        void queryClient.invalidateQueries({ queryKey: adminKeys.spotMarkets() });
        onProposed(p);
      }}
    />
  );
}
